// POST /admin/v1/brands/:brandId/artwork: an operator's own logo or banner image. The answer's URL
// goes into the brand's settings (`logo`, a banner's `img`); the site shows it as an AVIF or WebP at
// the width its layout draws it, like the artwork the API draws itself.

import {
  BrandArtworkUploadAnswerSchema,
  BrandIdSchema,
  MAX_BRAND_ARTWORK_BYTES,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { badRequestError, notFoundError } from '../../http/errors.js';
import { multipartForms, readMultipartForm } from '../../http/multipart-form.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { findBrand } from '../brand/index.js';
import { masterOf, saveUploadedArtwork, uploadedArtworkUrl } from './uploaded-artwork.js';

const FILE_FIELD = 'file';

export interface ArtworkUploadRoutesOptions {
  db: pg.Pool;
}

export const artworkUploadRoutes: FastifyPluginAsyncTypebox<ArtworkUploadRoutesOptions> = async (
  app,
  { db },
) => {
  const uploadForms = multipartForms(
    { fields: 0, fileSizeBytes: MAX_BRAND_ARTWORK_BYTES },
    (scope) => {
      scope.post(
        '/brands/:brandId/artwork',
        {
          config: { roles: ['marketing'], audit: 'brand.upload-artwork' },
          schema: operatorRouteSchema('brands', BrandArtworkUploadAnswerSchema, {
            summary: 'Upload a brand image (multipart/form-data): its URL for the logo or a banner',
            description:
              `The file "${FILE_FIELD}": a PNG, JPEG or WebP image of at most ` +
              `${MAX_BRAND_ARTWORK_BYTES / 1024 / 1024} MiB, kept re-encoded as a PNG without ` +
              'its metadata (at most 1920 px wide) and served with AVIF and WebP variants, ' +
              'cached as immutable. The same image uploaded twice has the same URL. Anything ' +
              'else is errorCode 2; an unknown brand errorCode 6.',
            params: Type.Object({ brandId: BrandIdSchema }),
            consumes: ['multipart/form-data'],
          }),
        },
        async (request) => {
          const { brandId } = request.params;
          requireBrand(request.operator, brandId);
          const { file } = await readMultipartForm(request, {
            call: 'brand artwork',
            fileField: FILE_FIELD,
          });
          if (file === undefined) throw badRequestError(`The ${FILE_FIELD} is required`);
          if ((await findBrand(db, brandId)) === null) throw notFoundError(`No brand ${brandId}`);
          const artwork = await masterOf(file);
          await saveUploadedArtwork(db, brandId, artwork, request.operator.name);
          const answer = {
            url: uploadedArtworkUrl(brandId, artwork.digest),
            width: artwork.width,
            height: artwork.height,
          };
          request.audit = { brandId, target: `brand:${brandId}`, after: answer };
          return ok(answer);
        },
      );
    },
  );
  await app.register(uploadForms);
};
