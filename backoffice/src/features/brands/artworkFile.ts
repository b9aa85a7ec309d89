// The checks a brand image passes in the browser before it is uploaded, as the API checks it
// (which also reads the bytes): a PNG, JPEG or WebP of at most MAX_BRAND_ARTWORK_BYTES.

import { MAX_BRAND_ARTWORK_BYTES } from './brandsApi';

const ARTWORK_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const ARTWORK_ACCEPT = ARTWORK_TYPES.join(',');

export type ArtworkFileError = 'brands.errors.artworkType' | 'brands.errors.artworkSize';

export function artworkFileError(file: File): ArtworkFileError | null {
  if (!ARTWORK_TYPES.includes(file.type)) return 'brands.errors.artworkType';
  if (file.size > MAX_BRAND_ARTWORK_BYTES) return 'brands.errors.artworkSize';
  return null;
}
