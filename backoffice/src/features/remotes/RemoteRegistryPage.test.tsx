import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore, type StaffRole } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { RemoteRegistryPage } from './RemoteRegistryPage';

const registry = (referralEnabled: boolean) => [
  { name: 'games', entry: 'http://localhost:3001/mf-manifest.json', enabled: true, version: '1' },
  {
    name: 'referral',
    entry: 'http://localhost:3004/mf-manifest.json',
    enabled: referralEnabled,
    version: '1',
  },
];

const brands = [{ brandId: 'lagoon', name: 'Blue Lagoon Casino' }];

function signInAs(roles: StaffRole[]) {
  useSessionStore.setState({
    session: { username: 'rel1', roles, brands: ['lagoon'], mustChangePassword: false },
  });
}

describe('remote registry', () => {
  it('asks for a reason and states the consequence before switching a remote off', async () => {
    signInAs(['release']);
    let gamesEnabled = true;
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/lagoon/remotes': () =>
        ok([{ ...registry(false)[0]!, enabled: gamesEnabled }, registry(false)[1]]),
      'POST brands/lagoon/remotes/games': ({ body }) => {
        gamesEnabled = (body as { enabled: boolean }).enabled;
        return ok({ ...registry(false)[0], enabled: gamesEnabled });
      },
    });
    renderWithTexts(<RemoteRegistryPage />);

    fireEvent.click(await screen.findByRole('switch', { name: 'games on' }));
    const form = screen.getByRole('form', { name: 'Switch games off' });
    expect(form).toHaveTextContent(
      "Switching games off for lagoon: on the site's next load its pages and widgets are gone",
    );
    expect(screen.getByRole('switch', { name: 'games on' })).toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: 'Switch off' }));
    expect(await within(form).findByText(/required/i)).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('POST'))).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Reason/), {
      target: { value: 'Provider incident' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Switch off' }));

    expect(await screen.findByRole('status')).toHaveTextContent('games is off for lagoon.');
    expect(await screen.findByRole('switch', { name: 'games off' })).not.toBeChecked();
    expect(
      requests
        .filter(({ route }) => route !== 'GET brands')
        .map(({ route, body }) => [route, body]),
    ).toEqual([
      ['GET brands/lagoon/remotes', undefined],
      ['POST brands/lagoon/remotes/games', { enabled: false, reason: 'Provider incident' }],
      ['GET brands/lagoon/remotes', undefined],
    ]);
  });

  it('cancelling leaves the remote as it was, and nothing is sent', async () => {
    signInAs(['release']);
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/lagoon/remotes': ok(registry(false)),
    });
    renderWithTexts(<RemoteRegistryPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'games on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Switch games off' })).not.toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('POST'))).toEqual([]);
  });

  it('says why the referral remote cannot be switched on for a brand without a programme', async () => {
    signInAs(['release']);
    const message =
      'Brand lagoon has no referral programme: configure its commission before switching the ' +
      'referral remote on';
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/lagoon/remotes': ok(registry(false)),
      'POST brands/lagoon/remotes/referral': failure(422, 27, message),
    });
    renderWithTexts(<RemoteRegistryPage />);

    fireEvent.click(await screen.findByRole('switch', { name: 'referral off' }));
    const form = screen.getByRole('form', { name: 'Switch referral on' });
    expect(form).toHaveTextContent('Switching referral on for lagoon: the site loads it');
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Launch' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Switch on' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'referral off' })).not.toBeChecked();
  });

  it('shows support the switches without letting them change', async () => {
    signInAs(['support']);
    installFakeAdminApi({
      'GET brands': ok(brands),
      'GET brands/lagoon/remotes': ok(registry(false)),
    });
    renderWithTexts(<RemoteRegistryPage />);

    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(2));
    for (const remoteSwitch of screen.getAllByRole('switch')) expect(remoteSwitch).toBeDisabled();
  });
});
