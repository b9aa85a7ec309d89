// The API's artwork is drawn as SVG, which a browser parses and rasterizes on its main thread; a
// phone is spared that work with an AVIF or WebP made from the same source at the width the layout
// shows, which the browser decodes off it. Each variant is encoded once per source and width and
// kept in the database (artwork_variants), so neither another API process nor a restart encodes it
// again; the last ones used are also kept in memory.

import { createHash } from 'node:crypto';

import type { ArtworkWidth } from '@croupier/contracts';
import { LRUCache } from 'lru-cache';
import sharp, { type Sharp } from 'sharp';

import type { Queryable } from '../../db/pool.js';

/** AVIF first (the smallest), WebP for browsers without it, PNG as an uploaded image's fallback. */
export const RASTER_FORMATS = ['avif', 'webp', 'png'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** What a variant is drawn from: an SVG drawn at the width asked, or an image scaled down to it. */
export type ArtworkSource = { svg: string } | { image: Buffer };

const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** librsvg draws at 72 dpi for the SVG's own size; a larger output is drawn larger, not scaled up. */
const SVG_DPI = 72;

const encoders: Record<RasterFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: a fifth of the default's encoding time for a file a tenth larger.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 82 }),
  png: (image) => image.png({ compressionLevel: 9 }),
};

const memory = new LRUCache<string, Promise<Buffer>>({
  maxSize: MAX_CACHED_BYTES,
  // A variant's size is known once made; until then it counts as a typical one.
  sizeCalculation: () => 16 * 1024,
});

function intrinsicWidth(svg: string): number {
  const width = /<svg\b[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
  if (width === undefined) throw new Error('An artwork SVG must carry its width');
  return Number(width);
}

function draw(source: ArtworkSource, format: RasterFormat, width: number): Promise<Buffer> {
  const image =
    'svg' in source
      ? sharp(Buffer.from(source.svg), { density: (SVG_DPI * width) / intrinsicWidth(source.svg) })
      : sharp(source.image);
  // An uploaded image smaller than the width asked is sent at its own size: the browser scales it.
  return encoders[format](
    image.resize({ width, withoutEnlargement: 'image' in source }),
  ).toBuffer();
}

/** The digest of a source: what its variants are kept under. */
export const sourceDigest = (source: ArtworkSource) =>
  createHash('sha256')
    .update('svg' in source ? source.svg : source.image)
    .digest('base64url');

/** One variant's ETag: its source, format and width. */
export const variantEtag = (source: ArtworkSource, format: RasterFormat, width: number) =>
  `"${sourceDigest(source)}.${format}@${width}"`;

async function storedOrDrawn(
  db: Queryable,
  source: ArtworkSource,
  format: RasterFormat,
  width: number,
): Promise<Buffer> {
  const digest = sourceDigest(source);
  const stored = await db.query<{ bytes: Buffer }>(
    `SELECT bytes FROM artwork_variants WHERE source_digest = $1 AND format = $2 AND width = $3`,
    [digest, format, width],
  );
  if (stored.rows[0]) return stored.rows[0].bytes;
  const bytes = await draw(source, format, width);
  // Two processes drawing the same variant at once draw the same bytes: the first one is kept.
  await db.query(
    `INSERT INTO artwork_variants (source_digest, format, width, bytes) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [digest, format, width, bytes],
  );
  return bytes;
}

/** `source` as `format` at `width` px wide (the height follows its proportions). */
export function rasterOf(
  db: Queryable,
  source: ArtworkSource,
  format: RasterFormat,
  width: ArtworkWidth | number,
): Promise<Buffer> {
  const key = variantEtag(source, format, width);
  let variant = memory.get(key);
  if (variant === undefined) {
    variant = storedOrDrawn(db, source, format, width);
    memory.set(key, variant);
    // A drawing that failed is not kept: the next request tries again.
    variant.catch(() => memory.delete(key));
  }
  return variant;
}
