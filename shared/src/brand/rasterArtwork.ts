import type { ArtworkWidth } from '@croupier/contracts';

/** The raster formats the API draws its artwork in, best first: a `<picture>` offers them so. */
export const RASTER_FORMATS = ['avif', 'webp'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/**
 * The API's artwork: what it draws as SVG (`/assets/….svg`), and what an operator uploaded (kept as
 * a PNG, `/assets/brands/<brand>/uploads/<digest>.png`). Both have raster variants.
 */
const API_ARTWORK =
  /^(\/assets\/(?:[^?]+(?=\.svg)|brands\/[^/?]+\/uploads\/[\w-]+(?=\.png)))\.(?:svg|png)(\?.*)?$/;

/**
 * The AVIF or WebP of an API artwork URL at `width` (`/assets/….svg?lang=th-TH` →
 * `/assets/….avif?lang=th-TH&w=240`): the browser decodes it off the main thread, where an SVG is
 * parsed and drawn on it. Other URLs (an image on another path) are left as they are.
 */
export function rasterArtwork(
  url: string,
  width: ArtworkWidth,
  format: RasterFormat = 'webp',
): string {
  const match = API_ARTWORK.exec(url);
  if (!match) return url;
  const [, path, query] = match;
  return `${path}.${format}${query ? `${query}&` : '?'}w=${width}`;
}

/** A `srcset` of `url`'s variants in `format` at each width, or undefined for a URL that has none. */
export function rasterSrcSet(
  url: string,
  widths: readonly ArtworkWidth[],
  format: RasterFormat = 'webp',
): string | undefined {
  if (!API_ARTWORK.test(url)) return undefined;
  return widths.map((width) => `${rasterArtwork(url, width, format)} ${width}w`).join(', ');
}
