import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import {
  findCurrencySymbol,
  findGameArtwork,
  findProviderName,
  paymentChannelExists,
} from './repository.js';
import { SvgFile, svgName, svgRouteSchema } from './svg-files.js';
import { channelLogoSvg, currencyLogoSvg, gameThumbnailSvg, providerLogoSvg } from './svg.js';

export interface CatalogArtworkRoutesOptions {
  db: pg.Pool;
}

/** The artwork of the catalogue: provider logos, game thumbnails, currency and channel logos. */
export const catalogArtworkRoutes: FastifyPluginAsyncTypebox<CatalogArtworkRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/providers/:file',
    { schema: svgRouteSchema(SvgFile('^[A-Z0-9]{2,10}\\.svg$')) },
    async (request) => {
      const gpid = svgName(request.params.file);
      const gpname = await findProviderName(db, gpid);
      if (gpname === null) throw notFoundError(`No provider ${gpid}`);
      return providerLogoSvg(gpid, gpname);
    },
  );

  app.get(
    '/games/:gpid/:file',
    {
      schema: svgRouteSchema(
        Type.Object({
          gpid: Type.String({ pattern: '^[A-Z0-9]{2,10}$' }),
          file: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,63}\\.svg$' }),
        }),
      ),
    },
    async (request) => {
      const { gpid, file } = request.params;
      const game = await findGameArtwork(db, gpid, svgName(file));
      if (game === null) throw notFoundError(`No game ${svgName(file)} of provider ${gpid}`);
      return gameThumbnailSvg(game, game.gpname);
    },
  );

  app.get(
    '/currencies/:file',
    { schema: svgRouteSchema(SvgFile('^[A-Z0-9]{2,10}\\.svg$')) },
    async (request) => {
      const code = svgName(request.params.file);
      const symbol = await findCurrencySymbol(db, code);
      if (symbol === null) throw notFoundError(`No currency ${code}`);
      return currencyLogoSvg(code, symbol);
    },
  );

  app.get(
    '/channels/:file',
    { schema: svgRouteSchema(SvgFile('^[A-Z0-9_-]{2,32}\\.svg$')) },
    async (request) => {
      const code = svgName(request.params.file);
      if (!(await paymentChannelExists(db, code)))
        throw notFoundError(`No payment channel ${code}`);
      return channelLogoSvg(code);
    },
  );
};
