// The API's artwork is drawn as SVG, which a browser parses and rasterizes on its main thread; a
// phone is spared that work with a WebP made from the same SVG at the width the layout shows.
// Each variant is made once per drawing and width, and kept (the artwork is small and few).

import { createHash } from 'node:crypto';

import type { ArtworkWidth } from '@croupier/contracts';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

const WEBP_QUALITY = 82;
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** librsvg draws at 72 dpi for the SVG's own size; a larger output is drawn larger, not scaled up. */
const SVG_DPI = 72;

const cache = new LRUCache<string, Promise<Buffer>>({
  maxSize: MAX_CACHED_BYTES,
  // A variant's size is known once made; until then it counts as a typical one.
  sizeCalculation: () => 16 * 1024,
});

function intrinsicWidth(svg: string): number {
  const width = /<svg\b[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
  if (width === undefined) throw new Error('An artwork SVG must carry its width');
  return Number(width);
}

async function draw(svg: string, width: ArtworkWidth): Promise<Buffer> {
  const density = (SVG_DPI * width) / intrinsicWidth(svg);
  return sharp(Buffer.from(svg), { density })
    .resize({ width })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** A digest naming one SVG at one width: the variant's cache key and its ETag. */
export const variantDigest = (svg: string, width: ArtworkWidth) =>
  createHash('sha256').update(svg).update(`@${width}`).digest('base64url');

/** The WebP of `svg` at `width` px wide (the height follows the SVG's proportions). */
export function webpOf(svg: string, width: ArtworkWidth): Promise<Buffer> {
  const key = variantDigest(svg, width);
  let variant = cache.get(key);
  if (variant === undefined) {
    variant = draw(svg, width);
    cache.set(key, variant);
    // A drawing that failed is not kept: the next request tries again.
    variant.catch(() => cache.delete(key));
  }
  return variant;
}
