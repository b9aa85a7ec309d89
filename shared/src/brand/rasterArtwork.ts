import type { ArtworkWidth } from '@croupier/contracts';

/**
 * The WebP of an API artwork URL at `width` (`/assets/….svg?lang=th-TH` →
 * `/assets/….webp?lang=th-TH&w=240`): the browser decodes it off the main thread, where an SVG is
 * parsed and drawn on it. Other URLs (an operator's own image) are left as they are.
 */
export function rasterArtwork(url: string, width: ArtworkWidth): string {
  const match = /^(\/assets\/[^?]+)\.svg(\?.*)?$/.exec(url);
  if (!match) return url;
  const [, path, query] = match;
  return `${path}.webp${query ? `${query}&` : '?'}w=${width}`;
}

/** A `srcset` of the WebPs of `url` at each width, or undefined for a URL that has none. */
export function rasterSrcSet(url: string, widths: readonly ArtworkWidth[]): string | undefined {
  if (rasterArtwork(url, widths[0] ?? 240) === url) return undefined;
  return widths.map((width) => `${rasterArtwork(url, width)} ${width}w`).join(', ');
}
