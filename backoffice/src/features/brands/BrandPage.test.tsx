import { screen } from '@testing-library/react';
import { useSessionStore, type Role } from '../session';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { BrandPage } from './BrandPage';
import { BrandsPage } from './BrandsPage';

function signInAs(roles: Role[]) {
  useSessionStore.setState({
    session: { username: 'member', roles, brands: ['lagoon'], mustChangePassword: false },
  });
}

const lagoonPage = { path: '/brands/lagoon', route: '/brands/:brandId' };
const referral = {
  name: 'referral',
  entry: 'http://localhost:3004/mf-manifest.json',
  enabled: false,
  version: '1',
};

describe('brand pages', () => {
  it('lists the brands of the scope, each linking to its page', async () => {
    signInAs(['marketing']);
    installFakeAdminApi({
      'GET brands': ok([{ brandId: 'lagoon', name: 'Blue Lagoon Casino' }]),
    });
    renderWithTexts(<BrandsPage />);

    expect(await screen.findByRole('link', { name: 'Blue Lagoon Casino' })).toHaveAttribute(
      'href',
      '/brands/lagoon',
    );
  });

  it('opens the remote registry of the brand to release, without its settings', async () => {
    signInAs(['release']);
    const requests = installFakeAdminApi({ 'GET brands/lagoon/remotes': ok([referral]) });
    renderWithTexts(<BrandPage />, lagoonPage);

    expect(await screen.findByRole('switch', { name: 'referral off' })).toBeEnabled();
    expect(screen.queryByRole('form', { name: 'Brand settings' })).not.toBeInTheDocument();
    expect(requests.map(({ route }) => route)).toEqual(['GET brands/lagoon/remotes']);
  });

  it('opens the settings to marketing, without the remote registry', async () => {
    signInAs(['marketing']);
    const requests = installFakeAdminApi({});
    renderWithTexts(<BrandPage />, lagoonPage);

    expect(await screen.findByRole('heading', { name: 'Brand settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Remote registry' })).not.toBeInTheDocument();
    expect(requests.map(({ route }) => route)).toEqual(['GET brands/lagoon/settings']);
  });
});
