import { fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { SignificantEventsPage } from './SignificantEventsPage';
import { ThresholdsPanel } from './ThresholdsPanel';

const brands = ok([{ brandId: 'croupier', name: 'Croupier' }]);
const protection = {
  baseCurrency: 'IDR',
  amlThreshold: '35000000.00',
  largeWinThreshold: '50000000.00',
  largeWagerThreshold: '20000000.00',
  largeDailyWinThreshold: '100000000.00',
  largePaymentThreshold: null,
};
const emptyReport = ok({
  items: [],
  total: 0,
  page: 1,
  pageSize: 50,
  from: null,
  to: '2026-11-29T04:00:00.000Z',
  counts: {},
});

describe('significant event thresholds', () => {
  it('lets an owner change them per brand after checking each amount', async () => {
    const requests = installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/protection': ok(protection),
      'PATCH brands/croupier/protection': ({ body }) => ok({ ...protection, ...(body as object) }),
    });
    renderWithTexts(<ThresholdsPanel />);

    const form = await screen.findByRole('form', { name: 'Thresholds' });
    const daily = within(form).getByLabelText("A player's wins in a day (UTC) (IDR)");
    // Grouped as the site shows money while not edited; the plain decimal while edited.
    expect(daily).toHaveValue('100,000,000.00');
    fireEvent.focus(daily);
    expect(daily).toHaveValue('100000000');
    fireEvent.blur(daily);
    expect(daily).toHaveValue('100,000,000.00');
    expect(within(form).getByLabelText('An approved deposit or withdrawal (IDR)')).toHaveValue('');
    fireEvent.change(daily, { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(
      within(form).getByText('A positive amount with at most 2 decimals, or empty for none.'),
    ).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('PATCH'))).toEqual([]);

    fireEvent.change(daily, { target: { value: '75000000.5' } });
    fireEvent.change(within(form).getByLabelText('A single wager (IDR)'), {
      target: { value: '' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thresholds saved.');
    expect(
      requests.filter(({ route }) => route.startsWith('PATCH')).map(({ body }) => body),
    ).toEqual([
      {
        largeWinThreshold: '50000000',
        largeWagerThreshold: null,
        largeDailyWinThreshold: '75000000.5',
        largePaymentThreshold: null,
      },
    ]);
  });

  it("checks amounts at the currency's precision and shows the server's refusal", async () => {
    const requests = installFakeAdminApi({
      'GET brands': brands,
      'GET brands/croupier/protection': ok({ ...protection, baseCurrency: 'USDT' }),
      'PATCH brands/croupier/protection': failure(400, 1, 'largeWinThreshold is too large'),
    });
    renderWithTexts(<ThresholdsPanel />);

    const form = await screen.findByRole('form', { name: 'Thresholds' });
    const win = within(form).getByLabelText('A single win (USDT)');
    fireEvent.focus(win);
    fireEvent.change(win, { target: { value: '12.123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(
      within(form).getByText('A positive amount with at most 5 decimals, or empty for none.'),
    ).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('PATCH'))).toEqual([]);

    fireEvent.change(win, { target: { value: '12.12345' } });
    fireEvent.blur(win);
    expect(win).toHaveValue('12.12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'largeWinThreshold is too large',
    );
  });

  it('are shown on the events page to owners only', async () => {
    installFakeAdminApi({
      'GET significant-events': emptyReport,
      'GET brands': brands,
      'GET brands/croupier/protection': ok(protection),
    });
    useSessionStore.setState({
      session: { username: 'sup1', roles: ['support'], brands: 'all', mustChangePassword: false },
    });
    const { unmount } = renderWithTexts(<SignificantEventsPage />);
    expect(await screen.findByText('No activity')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Thresholds' })).toBeNull();
    unmount();

    useSessionStore.setState({
      session: { username: 'own1', roles: ['owner'], brands: 'all', mustChangePassword: false },
    });
    renderWithTexts(<SignificantEventsPage />);
    expect(await screen.findByRole('form', { name: 'Thresholds' })).toBeInTheDocument();
  });
});
