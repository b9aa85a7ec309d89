// Brand artwork an operator uploads (`POST /admin/v1/brands/:brandId/artwork`): a logo or banner
// image kept as a PNG under its digest, served with AVIF and WebP variants at the layout's widths.

import { Type, type Static } from '@sinclair/typebox';

/** The largest image file an operator may upload as brand artwork. */
export const MAX_BRAND_ARTWORK_BYTES = 2 * 1024 * 1024;

/** `POST artwork` → data: where the site serves the image, for the logo or a banner's `img`. */
export const BrandArtworkUploadAnswerSchema = Type.Object({
  url: Type.String({
    description: 'A path on the site, /assets/brands/<brand>/uploads/<digest>.png',
  }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type BrandArtworkUploadAnswer = Static<typeof BrandArtworkUploadAnswerSchema>;
