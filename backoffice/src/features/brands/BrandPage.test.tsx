import { fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore, type StaffRole } from '../session';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { BrandPage } from './BrandPage';
import { BrandsPage } from './BrandsPage';

function signInAs(roles: StaffRole[]) {
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
    expect(requests.map(({ route }) => route)).toEqual([
      'GET brands/lagoon/settings',
      'GET brands/lagoon/jackpot',
    ]);
  });

  it("shows marketing the jackpot's pool and saves its rules after checking them", async () => {
    signInAs(['marketing']);
    let rules = {
      currency: 'IDR',
      contributionRate: '0.01',
      seedAmount: '1000000000.00',
      active: false,
      pool: '1000000000.00',
    };
    const requests = installFakeAdminApi({
      'GET brands/lagoon/jackpot': () => ok(rules),
      'POST brands/lagoon/jackpot': ({ body }) => {
        rules = { ...rules, ...(body as object) };
        return ok(rules);
      },
    });
    renderWithTexts(<BrandPage />, lagoonPage);

    const form = await screen.findByRole('form', { name: 'Jackpot pool' });
    expect(form).toHaveTextContent('The pool holds 1000000000.00 IDR now');
    fireEvent.change(within(form).getByLabelText('Share of every stake (e.g. 0.01 for 1%)'), {
      target: { value: '2%' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the jackpot rules' }));
    expect(
      within(form).getByText('A share above 0 and below 1 with up to 8 decimals, such as 0.01'),
    ).toBeInTheDocument();
    expect(requests.some(({ route }) => route === 'POST brands/lagoon/jackpot')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Share of every stake (e.g. 0.01 for 1%)'), {
      target: { value: '0.02' },
    });
    fireEvent.click(within(form).getByLabelText(/The jackpot runs/));
    fireEvent.click(within(form).getByRole('button', { name: 'Save the jackpot rules' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Jackpot rules saved.');
    expect(requests.find(({ route }) => route === 'POST brands/lagoon/jackpot')?.body).toEqual({
      contributionRate: '0.02',
      seedAmount: '1000000000.00',
      active: true,
    });
  });
});
