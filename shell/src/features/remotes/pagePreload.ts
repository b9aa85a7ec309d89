import {
  artworkInLanguage,
  isTranslationCached,
  rasterSrcSet,
  resolveInitialLanguage,
  translationUrl,
  type Banner,
  type BannerSet,
  type BrandConfig,
  type RemoteRegistryEntry,
} from '@croupier/shared';
import { BANNER_MOBILE_MEDIA, BANNER_RASTER } from '@croupier/ui/banners';
import { keepPreloadedManifest } from './preloadedManifests';
import { remoteForPath, translationsOrigin } from './remotePaths';

// The page's first requests, started by boot.js while the shell's own code still downloads: the
// brand config, then the shell's translations, the page's remote manifests and entries and the
// banner that opens it. Otherwise each would wait for the one before it: shell, config,
// translations, manifest, entry, picture.

declare global {
  interface Window {
    /** The brand config boot.js requested; null when that request failed. */
    croupierBrandConfig?: Promise<BrandConfig | null>;
  }
}

function requestBrandConfig(domain: string): Promise<BrandConfig | null> {
  return fetch('/v1/brand/config', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ domain }),
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { errorCode?: number; data?: BrandConfig } | null) =>
      body?.errorCode === 0 && body.data ? body.data : null,
    )
    .catch(() => null);
}

/**
 * The enabled remote whose route the page at `pathname` is. Home's widgets are not preloaded:
 * they ask for their remote as the page first renders, so its files do not compete with the
 * shell's own code and the banner, which open the page.
 */
export function pageRemotes(pathname: string, config: BrandConfig): RemoteRegistryEntry[] {
  const enabled = config.remotes.filter((entry) => entry.enabled);
  const owner = remoteForPath(pathname);
  return enabled.filter((entry) => entry.name === owner);
}

/** The brand banners that open the page at `pathname`, if it opens with one. */
export function pageBanners(pathname: string, config: BrandConfig): BannerSet | undefined {
  if (pathname === '/') return config.banners.home;
  // A category page (/games/slots/) draws its own banner; only the whole lobby shows the brand's.
  if (pathname === '/games' || pathname === '/games/') return config.banners.category;
  return undefined;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

const firstByOrder = (banners: Banner[]) =>
  [...banners].sort((first, second) => first.order - second.order)[0];

function preloadLink(as: 'script' | 'image' | 'fetch', media?: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  if (as === 'image') link.setAttribute('fetchpriority', 'high');
  if (media) link.media = media;
  return link;
}

function preload(href: string, as: 'script' | 'image' | 'fetch', media?: string) {
  const link = preloadLink(as, media);
  link.href = href;
  // The mode i18next's fetch uses, without which the browser would not reuse the answer.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * The same choice as the banner's first `<source>`, its AVIF, so the picture finds its file
 * preloaded; a browser without AVIF skips the preload, as its picture skips the source.
 */
function preloadAvif(srcSet: string, sizes: string, media?: string) {
  const link = preloadLink('image', media);
  link.setAttribute('imagesrcset', srcSet);
  link.setAttribute('imagesizes', sizes);
  link.type = 'image/avif';
  document.head.append(link);
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * Fetches the manifest for the federation runtime, and preloads the entry it names, the files of
 * its `./routes`, which the entry would ask for only once it had run, and its translations. Only
 * a remote that answered: a failed translation request would be the one i18next is handed, and
 * it never asks again for a namespace that failed.
 */
function preloadRemote(remote: RemoteRegistryEntry, language: string): void {
  const manifestUrl = remote.entry;
  const manifest = fetch(manifestUrl);
  const preloaded = manifest
    .then((response) => response.clone().json())
    .then(({ metaData, exposes }: Manifest) => {
      const entry = metaData?.remoteEntry;
      if (!entry?.name) return;
      const folder = entry.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
      const exposed = exposes?.find((candidate) => candidate.path === './routes');
      for (const file of [entry.name, ...(exposed?.assets?.js?.sync ?? [])]) {
        preload(new URL(`${folder}${file}`, manifestUrl).href, 'script');
      }
      if (!isTranslationCached(language, remote.name)) {
        preload(translationUrl(translationsOrigin(remote), language, remote.name), 'fetch');
      }
    })
    .catch(() => undefined);
  // The runtime gets the manifest once its files are preloaded, in a later task (see
  // startPagePreload).
  const handedOver = manifest.then((response) => preloaded.then(nextTask).then(() => response));
  // A failure is the runtime's to report, if it asks; unasked, it is no unhandled rejection.
  handedOver.catch(() => undefined);
  keepPreloadedManifest(manifestUrl, handedOver);
}

/** What boot.js preloads besides the route's own remote. */
export interface PagePreloadOptions {
  /** The shell's translation namespaces, which every page renders with. */
  namespaces: readonly string[];
}

export function preloadPage(
  config: BrandConfig,
  pathname: string,
  { namespaces }: PagePreloadOptions,
): void {
  // The language the page will speak, so what is preloaded is what the page then uses.
  const language = resolveInitialLanguage(config.defaultLanguage);
  // The banner first: it is the page's largest picture, and over HTTP/1.1 the shell's scripts
  // hold most of the origin's six connections, so what is asked for last waits for them.
  preloadBanner(pageBanners(pathname, config), language, config.defaultLanguage);
  for (const namespace of namespaces) {
    if (!isTranslationCached(language, namespace)) {
      preload(translationUrl('', language, namespace), 'fetch');
    }
  }
  for (const remote of pageRemotes(pathname, config)) preloadRemote(remote, language);
}

function preloadBanner(
  banners: BannerSet | undefined,
  language: string,
  defaultLanguage: string,
): void {
  const desktop = banners && firstByOrder(banners.desktop);
  const mobile = banners && firstByOrder(banners.mobile);
  const inLanguage = (banner: Banner) => artworkInLanguage(banner.img, language, defaultLanguage);
  const preloadBannerArt = (banner: Banner, layout: 'desktop' | 'mobile', media?: string) => {
    const avif = rasterSrcSet(inLanguage(banner), BANNER_RASTER[layout].widths, 'avif');
    if (avif) preloadAvif(avif, BANNER_RASTER[layout].sizes, media);
    else preload(inLanguage(banner), 'image', media);
  };
  if (desktop && mobile) {
    preloadBannerArt(mobile, 'mobile', BANNER_MOBILE_MEDIA);
    preloadBannerArt(desktop, 'desktop', `not all and ${BANNER_MOBILE_MEDIA}`);
  } else if (desktop) {
    preloadBannerArt(desktop, 'desktop');
  } else if (mobile) {
    preloadBannerArt(mobile, 'mobile');
  }
}

export function startPagePreload(
  location: Pick<Location, 'hostname' | 'pathname'>,
  options: PagePreloadOptions,
): void {
  const config = requestBrandConfig(location.hostname);
  // The shell gets the answer in a task after the one preloading from it: a task that also runs
  // the shell's code cannot run before the shell's files have arrived, so the preloads, which need
  // none of them, are kept apart from it (as Lighthouse's simulation, too, then sees them).
  window.croupierBrandConfig = config.then((loaded) => {
    if (loaded) preloadPage(loaded, location.pathname, options);
    return nextTask().then(() => loaded);
  });
}

/** The brand config boot.js requested, or null when it did not run or its request failed. */
export function takePreloadedBrandConfig(): Promise<BrandConfig | null> {
  return window.croupierBrandConfig ?? Promise.resolve(null);
}
