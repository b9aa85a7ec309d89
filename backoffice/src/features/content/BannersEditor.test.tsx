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

async function openBanners(routes: FakeRoutes = {}, brand = croupier) {
  const requests = installFakeAdminApi({
    'GET brands': ok([{ brandId: 'croupier', name: 'Croupier Gold' }]),
    'GET brands/croupier/content': ok({ defaultLanguage: 'en-US', languages: [], entries: [] }),
    'GET brands/croupier/settings': ok(brand),
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

  const thaiArt = '/assets/brands/croupier/uploads/thai-welcome.png';
  const welcomeMobile = { ...welcome, img: '/assets/brands/croupier/banners/welcome-mobile.svg' };
  const inTwoLanguages: BrandSettingsAnswer = {
    ...croupier,
    languages: ['en-US', 'th-TH'],
    banners: {
      ...croupier.banners,
      home: { desktop: [welcome], mobile: [welcomeMobile] },
    },
  };
  const homePreview = () => screen.getByRole('region', { name: 'Preview: Home page' });
  const previewIn = (frame: string) =>
    within(within(homePreview()).getByRole('figure', { name: frame })).getByRole('img');

  it('previews each place as the site draws it, on a phone and a desktop, in the language picked, before saving', async () => {
    const requests = await openBanners({}, inTwoLanguages);
    expect(previewIn('Phone (375 px)')).toHaveAttribute('src', welcomeMobile.img);
    expect(previewIn('Desktop (1200 px, scaled down)')).toHaveAttribute('src', welcome.img);
    expect(previewIn('Desktop (1200 px, scaled down)')).toHaveAttribute('width', '1200');

    fireEvent.change(screen.getByLabelText('Preview in'), { target: { value: 'th-TH' } });
    // Without artwork of its own, Thai shows the default's, drawn in Thai.
    expect(previewIn('Desktop (1200 px, scaled down)')).toHaveAttribute(
      'src',
      `${welcome.img}?lang=th-TH`,
    );

    fireEvent.change(within(homeDesktop()).getByLabelText('Image URL of banner 1'), {
      target: { value: '/assets/brands/croupier/banners/cashback-desktop.svg' },
    });
    expect(previewIn('Desktop (1200 px, scaled down)')).toHaveAttribute(
      'src',
      '/assets/brands/croupier/banners/cashback-desktop.svg?lang=th-TH',
    );
    expect(requests.filter(({ route }) => route.startsWith('POST'))).toEqual([]);
  });

  it("uploads a language's own artwork, checked first, shows it in the preview and saves it with the banner", async () => {
    const requests = await openBanners(
      {
        'POST brands/croupier/artwork': ok({ url: thaiArt, width: 1200, height: 400 }),
        [settingsRoute]: ({ body }) => ok({ ...inTwoLanguages, ...(body as object) }),
      },
      inTwoLanguages,
    );
    const desktop = within(homeDesktop());
    const thaiFile = () => desktop.getByLabelText('ไทย artwork of banner 1');
    expect(thaiFile()).toHaveAccessibleDescription("Uses the default language's artwork");

    fireEvent.change(thaiFile(), {
      target: { files: [new File(['<html></html>'], 'page.html', { type: 'text/html' })] },
    });
    expect(await desktop.findByText('A PNG, JPEG or WebP image, please.')).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(thaiFile(), { target: { files: [big] } });
    expect(await desktop.findByText('At most 2 MiB, please.')).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.endsWith('artwork'))).toEqual([]);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'thai.png', {
      type: 'image/png',
    });
    fireEvent.change(thaiFile(), { target: { files: [png] } });
    expect(await desktop.findByText('Own artwork')).toBeInTheDocument();
    const [uploaded] = requests.filter(({ route }) => route === 'POST brands/croupier/artwork');
    expect((uploaded?.body as FormData).get('file')).toBe(png);

    fireEvent.change(screen.getByLabelText('Preview in'), { target: { value: 'th-TH' } });
    expect(previewIn('Desktop (1200 px, scaled down)')).toHaveAttribute('src', thaiArt);
    expect(previewIn('Phone (375 px)')).toHaveAttribute('src', `${welcomeMobile.img}?lang=th-TH`);

    save();
    expect(await screen.findByRole('status')).toHaveTextContent('Banners saved.');
    const [sent] = requests.filter(({ route }) => route === settingsRoute);
    expect(sent?.body).toEqual({
      banners: {
        ...inTwoLanguages.banners,
        home: {
          desktop: [{ ...welcome, imgByLanguage: { 'th-TH': thaiArt } }],
          mobile: [welcomeMobile],
        },
      },
    });

    fireEvent.click(desktop.getByRole('button', { name: 'Remove ไทย artwork of banner 1' }));
    expect(thaiFile()).toHaveAccessibleDescription("Uses the default language's artwork");
  });
});
