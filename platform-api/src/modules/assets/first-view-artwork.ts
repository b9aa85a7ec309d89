// The artwork of every brand's first view — its logo and the first banner of home and of the games
// lobby, per layout, in its default language — encoded as AVIF and WebP at the widths the site
// offers, once the API has started: the first visitor (or benchmark) on a fresh database then
// waits for no encoding. Each variant is kept (raster.ts), so a restart finds them done.

import {
  BANNER_RASTER_WIDTHS,
  LOGO_RASTER_WIDTHS,
  type ArtworkWidth,
  type Banner,
} from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

import { findBrand, listBrandSummaries } from '../brand/index.js';
import type { BannerLayout } from './artwork.js';
import { RASTER_FORMATS } from './raster.js';

const firstByOrder = (banners: Banner[]) =>
  [...banners].sort((first, second) => first.order - second.order)[0];

/** Only the API's own artwork has variants; a logo on another path is the operator's to size. */
const isApiArtwork = (url: string) => /^\/assets\/[^?]+\.svg$/.test(url);

/** The raster URLs of the first view of one brand. */
async function firstViewUrls(db: pg.Pool, brandId: string): Promise<string[]> {
  const brand = await findBrand(db, brandId);
  if (brand === null) return [];
  const { logo, banners } = brand.config;
  const art: [string, readonly ArtworkWidth[]][] = [[logo, LOGO_RASTER_WIDTHS]];
  for (const set of [banners.home, banners.category]) {
    for (const layout of ['desktop', 'mobile'] as const satisfies BannerLayout[]) {
      const banner = firstByOrder(set[layout]);
      if (banner) art.push([banner.img, BANNER_RASTER_WIDTHS[layout]]);
    }
  }
  return art
    .filter(([url]) => isApiArtwork(url))
    .flatMap(([url, widths]) =>
      RASTER_FORMATS.filter((format) => format !== 'png').flatMap((format) =>
        widths.map((width) => `${url.replace(/\.svg$/, `.${format}`)}?w=${width}`),
      ),
    );
}

/**
 * Asks the API for each first-view variant, one after another (so the API's requests keep a core),
 * until `until()` says to stop (a shutdown); answers how many were asked for. A failure is logged,
 * not thrown: the variant is then encoded on its first request instead.
 */
export async function encodeFirstViewArtwork(
  app: FastifyInstance,
  db: pg.Pool,
  { until = () => false }: { until?: () => boolean } = {},
): Promise<number> {
  let asked = 0;
  for (const { brandId } of await listBrandSummaries(db, null)) {
    for (const url of await firstViewUrls(db, brandId)) {
      if (until()) return asked;
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode >= 400) app.log.warn({ url, status: response.statusCode }, 'artwork');
      asked += 1;
    }
  }
  return asked;
}
