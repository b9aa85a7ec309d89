import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore, type StaffRole } from '../session';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
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

function signInAs(roles: StaffRole[]) {
  useSessionStore.setState({
    session: { username: 'rel1', roles, brands: ['lagoon'], mustChangePassword: false },
  });
}

describe('remote registry', () => {
  it("switches a remote of the member's brand and shows the registry again", async () => {
    signInAs(['release']);
    let referralEnabled = false;
    const requests = installFakeAdminApi({
      'GET brands/lagoon/remotes': () => ok(registry(referralEnabled)),
      'POST brands/lagoon/remotes/referral': ({ body }) => {
        referralEnabled = (body as { enabled: boolean }).enabled;
        return ok(registry(referralEnabled)[1]);
      },
    });
    renderWithTexts(<RemoteRegistryPage />);

    fireEvent.click(await screen.findByRole('switch', { name: 'referral off' }));

    expect(await screen.findByRole('switch', { name: 'referral on' })).toBeChecked();
    expect(requests.map(({ route, body }) => [route, body])).toEqual([
      ['GET brands/lagoon/remotes', undefined],
      ['POST brands/lagoon/remotes/referral', { enabled: true }],
      ['GET brands/lagoon/remotes', undefined],
    ]);
  });

  it('shows support the switches without letting them change', async () => {
    signInAs(['support']);
    installFakeAdminApi({ 'GET brands/lagoon/remotes': ok(registry(false)) });
    renderWithTexts(<RemoteRegistryPage />);

    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(2));
    for (const remoteSwitch of screen.getAllByRole('switch')) expect(remoteSwitch).toBeDisabled();
  });
});
