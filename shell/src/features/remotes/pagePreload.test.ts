import type { Banner, BrandConfig, RemoteRegistryEntry } from '@croupier/shared';
import { pageBanners, pageRemotes, preloadPage } from './pagePreload';

const remote = (name: RemoteRegistryEntry['name'], enabled = true): RemoteRegistryEntry => ({
  name,
  entry: `http://localhost:300${['games', 'wallet', 'account', 'referral'].indexOf(name) + 1}/mf-manifest.json`,
  enabled,
  version: '0.1.0',
});
const banner = (img: string, order = 1): Banner => ({ img, redirect: '/promotion/', order });

const config = {
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

afterEach(() => document.head.replaceChildren());

describe('pageRemotes', () => {
  it('is every enabled remote with home widgets on the home page', () => {
    expect(pageRemotes('/', config).map((entry) => entry.name)).toEqual(['games', 'wallet']);
  });

  it("is the route's own remote elsewhere, and none on the shell's pages", () => {
    expect(pageRemotes('/games/slots/', config).map((entry) => entry.name)).toEqual(['games']);
    expect(pageRemotes('/account/referral/', config)).toEqual([]);
    expect(pageRemotes('/promotion/', config)).toEqual([]);
  });
});

describe('pageBanners', () => {
  it('is the home banners at home and the category banners in the lobby', () => {
    expect(pageBanners('/', config)).toBe(config.banners.home);
    expect(pageBanners('/games/', config)).toBe(config.banners.category);
    expect(pageBanners('/providers/', config)).toBeUndefined();
  });
});

describe('preloadPage', () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      media: link.getAttribute('media'),
    }));

  it("preloads the page's manifests, remote entries and first banner for each screen", () => {
    preloadPage(config, '/');
    expect(preloads()).toEqual([
      { as: 'fetch', href: 'http://localhost:3001/mf-manifest.json', media: null },
      { as: 'script', href: 'http://localhost:3001/remoteEntry.js', media: null },
      { as: 'fetch', href: 'http://localhost:3002/mf-manifest.json', media: null },
      { as: 'script', href: 'http://localhost:3002/remoteEntry.js', media: null },
      { as: 'image', href: '/home-mobile.svg', media: '(max-width: 767px)' },
      { as: 'image', href: '/home-desktop.svg', media: 'not all and (max-width: 767px)' },
    ]);
  });

  it('preloads a lone banner for every screen', () => {
    preloadPage(config, '/games/');
    expect(preloads()).toContainEqual({ as: 'image', href: '/slots-desktop.svg', media: null });
  });
});
