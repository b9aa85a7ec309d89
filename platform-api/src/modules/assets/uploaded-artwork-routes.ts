// GET /assets/brands/:brandId/uploads/<digest>.png|avif|webp: an image an operator uploaded, as the
// PNG kept of it or as an AVIF or WebP at `?w=`. The digest names one image forever: immutable.

import { ARTWORK_WIDTHS, type ArtworkWidth } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { badRequestError, notFoundError } from '../../http/errors.js';
import { rasterOf, type RasterFormat } from './raster.js';
import { findUploadedArtwork } from './uploaded-artwork.js';

export interface UploadedArtworkRoutesOptions {
  db: pg.Pool;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const uploadedArtworkRoutes: FastifyPluginAsyncTypebox<
  UploadedArtworkRoutesOptions
> = async (app, { db }) => {
  app.get(
    '/brands/:brandId/uploads/:file',
    {
      schema: {
        tags: ['assets'],
        params: Type.Object({
          brandId: Type.String({ maxLength: 64 }),
          file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.(png|avif|webp)$' }),
        }),
        querystring: Type.Object({
          w: Type.Optional(
            // A query string is text, and the API coerces no types.
            Type.Unsafe<`${ArtworkWidth}`>({
              type: 'string',
              enum: ARTWORK_WIDTHS.map(String),
              description: 'The width in pixels (required for `.avif` and `.webp`)',
            }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const { brandId, file } = request.params;
      const [digest, format] = file.split('.') as [string, RasterFormat];
      const { w } = request.query;
      if (format !== 'png' && w === undefined) {
        throw badRequestError(`A .${format} artwork needs its width: ?w=`);
      }
      const master = await findUploadedArtwork(db, brandId, digest);
      if (master === null) throw notFoundError(`No uploaded artwork ${digest} of brand ${brandId}`);
      const bytes =
        w === undefined ? master : await rasterOf(db, { image: master }, format, Number(w));
      return reply
        .header('content-type', `image/${format}`)
        .header('cache-control', IMMUTABLE)
        .send(bytes);
    },
  );
};
