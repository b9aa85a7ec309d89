import { fireEvent, screen, within } from '@testing-library/react';
import type { BrandSettingsAnswer } from '@croupier/contracts';
import { useSessionStore } from '../session';
import { failure, installFakeAdminApi, ok, type FakeRoutes } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { ContentPage } from './ContentPage';

const noBanners = { desktop: [], mobile: [] };
const welcome = {
  img: '/assets/brands/croupier/banners/welcome-desktop.svg',
  redirect: '/',
  order: 1,
};
const croupier: BrandSettingsAnswer = {
  brandId: 'croupier',
  brandName: 'Croupier Gold',
  themeConfig: {
    container: '#000000',
    navbar: '#000000',
    footer: '#000000',
    buttonPrimary: '#000000',
    buttonSecondary: '#000000',
    text: '#ffffff',
    iconNonSelected: '#777777',
    gradientColor: 'gold',
  },
  logo: '/assets/brands/croupier/logo.svg',
  banners: { home: { desktop: [welcome], mobile: [] }, category: noBanners, promo: noBanners },
  languages: ['en-US'],
  defaultLanguage: 'en-US',
  jackpot: { minIncrement: 1, maxIncrement: 2 },
  liveChat: { isActive: false, url: '' },
  homepageWidget: { referral: true, announcement: '' },
  jurisdiction: 'none',
  spendingOrder: 'real_first',
};
const settingsRoute = 'POST brands/croupier/settings';

async function openBanners(routes: FakeRoutes = {}) {
  const requests = installFakeAdminApi({
    'GET brands': ok([{ brandId: 'croupier', name: 'Croupier Gold' }]),
    'GET brands/croupier/content': ok({ defaultLanguage: 'en-US', languages: [], entries: [] }),
    'GET brands/croupier/settings': ok(croupier),
    ...routes,
  });
  renderWithTexts(<ContentPage />);
  await screen.findByText('Nothing of this kind yet.');
  fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'banners' } });
  await screen.findByRole('form', { name: 'Banners' });
  return requests;
}

const homeMobile = () => screen.getByRole('region', { name: 'Home page, mobile' });
const homeDesktop = () => screen.getByRole('region', { name: 'Home page, desktop' });
const save = () => fireEvent.click(screen.getByText('Save banners'));

beforeEach(() => {
  useSessionStore.setState({
    session: { username: 'mk1', roles: ['marketing'], brands: 'all', mustChangePassword: false },
  });
});

// Some thirty fields: jsdom renders and queries them slowly on a busy machine.
jest.setTimeout(20_000);

describe('banners in the content section', () => {
  it('checks each banner and its schedule before sending', async () => {
    const requests = await openBanners();
    fireEvent.click(screen.getByText('Add a banner to Home page, mobile'));
    const desktop = within(homeDesktop());
    fireEvent.change(desktop.getByLabelText('Shows from, banner 1 (empty: now)'), {
      target: { value: '2026-12-10T10:00' },
    });
    fireEvent.change(desktop.getByLabelText('Shows until, banner 1 (empty: no end)'), {
      target: { value: '2026-12-01T10:00' },
    });
    save();

    expect(
      within(homeMobile()).getByLabelText('Image URL of banner 1'),
    ).toHaveAccessibleDescription('Required');
    expect(
      desktop.getByLabelText('Shows until, banner 1 (empty: no end)'),
    ).toHaveAccessibleDescription('Must be after its start');
    expect(screen.getByText(/^Some settings need a fix/)).toHaveAttribute('role', 'alert');
    expect(requests.filter(({ route }) => route === settingsRoute)).toEqual([]);
  });

  it('sends the banners alone, numbered in their order and with their schedule', async () => {
    const requests = await openBanners({
      [settingsRoute]: ({ body }) => ok({ ...croupier, ...(body as object) }),
    });
    fireEvent.click(screen.getByText('Add a banner to Home page, desktop'));
    const desktop = within(homeDesktop());
    fireEvent.change(desktop.getByLabelText('Image URL of banner 2'), {
      target: { value: '/assets/brands/croupier/banners/cashback-desktop.svg' },
    });
    fireEvent.change(desktop.getByLabelText('Link of banner 2'), {
      target: { value: '/promotions/' },
    });
    fireEvent.change(desktop.getByLabelText('Shows from, banner 2 (empty: now)'), {
      target: { value: '2026-12-01T09:30' },
    });
    save();

    expect(await screen.findByRole('status')).toHaveTextContent('Banners saved.');
    const sent = requests.filter(({ route }) => route === settingsRoute).map(({ body }) => body);
    expect(sent).toEqual([
      {
        banners: {
          ...croupier.banners,
          home: {
            desktop: [
              welcome,
              {
                img: '/assets/brands/croupier/banners/cashback-desktop.svg',
                redirect: '/promotions/',
                order: 2,
                from: new Date('2026-12-01T09:30').toISOString(),
              },
            ],
            mobile: [],
          },
        },
      },
    ]);
  });

  it("shows the server's refusal and keeps the draft", async () => {
    await openBanners({
      [settingsRoute]: failure(400, 2, 'Banner 1 of home desktop must end after it starts'),
    });
    fireEvent.change(within(homeDesktop()).getByLabelText('Link of banner 1'), {
      target: { value: '/games/' },
    });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Banner 1 of home desktop must end after it starts',
    );
    expect(within(homeDesktop()).getByLabelText('Link of banner 1')).toHaveValue('/games/');
  });
});
