import { fireEvent, screen, within } from '@testing-library/react';
import type { PlaySuspension } from '@croupier/contracts';
import { useSessionStore } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PlaySuspensionsPage } from './PlaySuspensionsPage';

const brands = ok([{ brandId: 'croupier', name: 'Croupier' }]);
const PATH = 'brands/croupier/play-suspensions';
const slotSuspension: PlaySuspension = {
  brandId: 'croupier',
  gpid: 'PP',
  gameCode: 'sweet-bonanza',
  reason: 'RNG review',
  suspendedBy: 'desk1',
  suspendedAt: '2026-11-29T03:00:00.000Z',
};

const asStaff = (roles: ('support' | 'payments')[]) =>
  useSessionStore.setState({
    session: { username: 'desk1', roles, brands: 'all', mustChangePassword: false },
  });

describe('disable on demand', () => {
  it('suspends a whole provider after stating the consequence and asking the reason', async () => {
    asStaff(['support']);
    let stored: PlaySuspension[] = [];
    const requests = installFakeAdminApi({
      'GET brands': brands,
      [`GET ${PATH}`]: () => ok(stored),
      [`POST ${PATH}`]: ({ body }) => {
        const { gpid, reason } = body as { gpid: string; reason: string };
        stored = [{ ...slotSuspension, gpid, gameCode: null, reason }];
        return ok(stored[0]);
      },
    });
    renderWithTexts(<PlaySuspensionsPage />);
    expect(await screen.findByText('Nothing is suspended in this brand.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Suspend play' });
    fireEvent.change(within(form).getByLabelText('What to suspend'), {
      target: { value: 'provider' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Suspend…' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Provider code (gpid)'), {
      target: { value: 'PP' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Suspend…' }));

    expect(
      screen.getByText(/Every game of PP: from now on no player of this brand can launch it/),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('form', { name: 'Suspend Every game of PP' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Suspend now' }));
    expect(within(confirm).getByText('Required')).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('POST'))).toEqual([]);

    fireEvent.change(within(confirm).getByLabelText('Reason'), {
      target: { value: 'Provider outage' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Suspend now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Every game of PP: play suspended.',
    );
    expect(
      requests.filter(({ route }) => route.startsWith('POST')).map(({ body }) => body),
    ).toEqual([{ gpid: 'PP', reason: 'Provider outage' }]);
    expect(await screen.findByRole('cell', { name: 'Provider outage' })).toBeInTheDocument();
  });

  it('resumes a suspended game with a reason, and shows a refusal', async () => {
    asStaff(['support']);
    const requests = installFakeAdminApi({
      'GET brands': brands,
      [`GET ${PATH}`]: ok([slotSuspension]),
      [`POST ${PATH}/resume`]: failure(404, 6, 'play:croupier:PP:sweet-bonanza is not suspended'),
    });
    renderWithTexts(<PlaySuspensionsPage />);
    const row = (await screen.findByRole('cell', { name: 'sweet-bonanza of PP' })).closest('tr');
    expect(row).not.toBeNull();
    fireEvent.click(within(row!).getByRole('button', { name: 'Resume' }));
    expect(
      within(row!).getByText(
        'Players will be able to launch and bet on sweet-bonanza of PP again at once.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(row!).getByLabelText('Reason'), { target: { value: 'Review passed' } });
    fireEvent.click(within(row!).getByRole('button', { name: 'Resume now' }));
    expect(
      await within(row!).findByText('play:croupier:PP:sweet-bonanza is not suspended'),
    ).toBeInTheDocument();
    expect(
      requests.filter(({ route }) => route.startsWith('POST')).map(({ body }) => body),
    ).toEqual([{ gpid: 'PP', gameCode: 'sweet-bonanza', reason: 'Review passed' }]);
  });

  it('shows the payments team what is suspended without the controls', async () => {
    asStaff(['payments']);
    installFakeAdminApi({ 'GET brands': brands, [`GET ${PATH}`]: ok([slotSuspension]) });
    renderWithTexts(<PlaySuspensionsPage />);
    expect(await screen.findByRole('cell', { name: 'RNG review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Suspend play' })).toBeNull();
  });
});
