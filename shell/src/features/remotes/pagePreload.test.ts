import type { Banner, BrandConfig, RemoteRegistryEntry } from '@croupier/shared';
import { pageBanners, pageRemotes, preloadPage } from './pagePreload';
import { takePreloadedManifest } from './preloadedManifests';

const remote = (name: RemoteRegistryEntry['name'], enabled = true): RemoteRegistryEntry => ({
  name,
  entry: `http://localhost:300${['games', 'wallet', 'account', 'referral'].indexOf(name) + 1}/mf-manifest.json`,
  enabled,
  version: '0.1.0',
});
const banner = (img: string, order = 1): Banner => ({ img, redirect: '/promotion/', order });

const config = {
  defaultLanguage: 'en-US',
  remotes: [remote('games'), remote('wallet'), remote('account'), remote('referral', false)],
  banners: {
    home: {
      desktop: [banner('/home-2.svg', 2), banner('/home-desktop.svg')],
      mobile: [banner('/home-mobile.svg')],
    },
    category: { desktop: [banner('/slots-desktop.svg')], mobile: [] },
    promo: { desktop: [], mobile: [] },
  },
} as unknown as BrandConfig;

afterEach(() => {
  document.head.replaceChildren();
  localStorage.clear();
});

describe('pageRemotes', () => {
  it('is none on the home page: its widgets ask for their remotes as the page renders', () => {
    expect(pageRemotes('/', config)).toEqual([]);
  });

  it("is the route's own remote elsewhere, and none on the shell's pages", () => {
    expect(pageRemotes('/games/slots/', config).map((entry) => entry.name)).toEqual(['games']);
    expect(pageRemotes('/account/referral/', config)).toEqual([]);
    expect(pageRemotes('/promotion/', config)).toEqual([]);
  });
});

describe('pageBanners', () => {
  it('is the home banners at home and the category banners in the whole lobby', () => {
    expect(pageBanners('/', config)).toBe(config.banners.home);
    expect(pageBanners('/games/', config)).toBe(config.banners.category);
    expect(pageBanners('/games', config)).toBe(config.banners.category);
    expect(pageBanners('/providers/', config)).toBeUndefined();
  });

  it('is nothing on a category page, which draws its own banner', () => {
    expect(pageBanners('/games/cockfight/', config)).toBeUndefined();
  });
});

describe('preloadPage', () => {
  const preloads = (as = '') =>
    [...document.head.querySelectorAll(`link[rel="preload"]${as && `[as="${as}"]`}`)].map(
      (link) => ({
        as: link.getAttribute('as'),
        href: link.getAttribute('href'),
        media: link.getAttribute('media'),
      }),
    );

  it("fetches the route's manifest for the runtime, preloads its entry, its routes' files, its translations and the banner", async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './routes', assets: { js: { sync: ['static/routes.js'] } } },
        { path: './widgets', assets: { js: { sync: ['static/shared.js', 'static/widgets.js'] } } },
      ],
    };
    const response = { clone: () => ({ json: async () => manifest }) } as unknown as Response;
    globalThis.fetch = jest.fn(async () => response);

    preloadPage(config, '/games/', { namespaces: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    await expect(takePreloadedManifest('http://localhost:3001/mf-manifest.json')).resolves.toBe(
      response,
    );
    expect(takePreloadedManifest('http://localhost:3001/mf-manifest.json')).toBeUndefined();
    expect(preloads()).toEqual([
      { as: 'image', href: '/slots-desktop.svg', media: null },
      { as: 'script', href: 'http://localhost:3001/remoteEntry.js', media: null },
      { as: 'script', href: 'http://localhost:3001/static/routes.js', media: null },
      { as: 'fetch', href: 'http://localhost:3001/locales/en-US/games.json', media: null },
    ]);
  });

  it('hands the manifest to the federation runtime once its files are preloaded, not before', async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['static/routes.js'] } } }],
    };
    const response = { clone: () => ({ json: async () => manifest }) } as unknown as Response;
    globalThis.fetch = jest.fn(async () => response);

    preloadPage(config, '/games/', { namespaces: [] });
    const handedOver = takePreloadedManifest('http://localhost:3001/mf-manifest.json');

    await expect(handedOver?.then(() => preloads('script'))).resolves.toEqual([
      { as: 'script', href: 'http://localhost:3001/remoteEntry.js', media: null },
      { as: 'script', href: 'http://localhost:3001/static/routes.js', media: null },
    ]);
  });

  it('preloads a lone banner for every screen', () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    preloadPage(config, '/games/', { namespaces: [] });
    expect(preloads()).toContainEqual({ as: 'image', href: '/slots-desktop.svg', media: null });
  });

  it("preloads the banner in the player's stored language, the one the page draws", () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    localStorage.setItem('lang', 'id-ID');
    preloadPage(config, '/', { namespaces: [] });
    expect(preloads('image')).toEqual([
      { as: 'image', href: '/home-mobile.svg?lang=id-ID', media: '(max-width: 767px)' },
      {
        as: 'image',
        href: '/home-desktop.svg?lang=id-ID',
        media: 'not all and (max-width: 767px)',
      },
    ]);
  });

  it("preloads the plain banner in the brand's default language and for an unknown stored one", () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    localStorage.setItem('lang', 'en-US');
    preloadPage(config, '/games/', { namespaces: [] });
    localStorage.setItem('lang', 'xx-XX');
    preloadPage(config, '/games/', { namespaces: [] });
    expect(preloads('image').map((link) => link.href)).toEqual([
      '/slots-desktop.svg',
      '/slots-desktop.svg',
    ]);
  });

  it("preloads the API's banner art as the AVIF its picture chooses, per screen", () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    localStorage.setItem('lang', 'th-TH');
    const art = (layout: string) => `/assets/brands/croupier/banners/home-${layout}.svg`;
    const withApiArt = {
      ...config,
      banners: {
        ...config.banners,
        home: { desktop: [banner(art('desktop'))], mobile: [banner(art('mobile'))] },
      },
    } as BrandConfig;
    preloadPage(withApiArt, '/', { namespaces: [] });
    const links = [...document.head.querySelectorAll('link[as="image"]')].map((link) => ({
      srcSet: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
      type: link.getAttribute('type'),
      media: link.getAttribute('media'),
      href: link.getAttribute('href'),
    }));
    const avif = (layout: string, width: number) =>
      `/assets/brands/croupier/banners/home-${layout}.avif?lang=th-TH&w=${width} ${width}w`;
    expect(links).toEqual([
      {
        srcSet: [480, 640, 960].map((width) => avif('mobile', width)).join(', '),
        sizes: '100vw',
        type: 'image/avif',
        media: '(max-width: 767px)',
        href: null,
      },
      {
        srcSet: [960, 1280, 1920].map((width) => avif('desktop', width)).join(', '),
        sizes: '(max-width: 1200px) 100vw, 1200px',
        type: 'image/avif',
        media: 'not all and (max-width: 767px)',
        href: null,
      },
    ]);
  });

  it("preloads the shell's translations in the page's language, unless i18next has them cached", () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    localStorage.setItem('lang', 'th-TH');
    localStorage.setItem('i18next_res_th-TH-errors', '{}');
    preloadPage(config, '/promotion/', { namespaces: ['shell', 'errors'] });
    const translations = document.head.querySelectorAll('link[as="fetch"]');
    expect([...translations].map((link) => link.getAttribute('href'))).toEqual([
      '/locales/th-TH/shell.json',
    ]);
    expect(translations[0]?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('preloads nothing more of a remote whose manifest does not come: i18next would keep that failed request', async () => {
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    preloadPage(config, '/games/', { namespaces: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads('fetch')).toEqual([]);
    expect(preloads('script')).toEqual([]);
  });
});
