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
  /** Artwork of a catalogue entry named by its file, `<name>.svg`; `draw` is null without one. */
  const namedArtwork = (
    path: string,
    filePattern: string,
    entry: string,
    draw: (name: string) => Promise<string | null>,
  ) =>
    app.get(path, { schema: svgRouteSchema(SvgFile(filePattern)) }, async (request) => {
      const name = svgName(request.params.file);
      const svg = await draw(name);
      if (svg === null) throw notFoundError(`No ${entry} ${name}`);
      return svg;
    });

  namedArtwork('/providers/:file', '^[A-Z0-9]{2,10}\\.svg$', 'provider', async (gpid) => {
    const gpname = await findProviderName(db, gpid);
    return gpname === null ? null : providerLogoSvg(gpid, gpname);
  });

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

  namedArtwork('/currencies/:file', '^[A-Z0-9]{2,10}\\.svg$', 'currency', async (code) => {
    const symbol = await findCurrencySymbol(db, code);
    return symbol === null ? null : currencyLogoSvg(code, symbol);
  });

  namedArtwork('/channels/:file', '^[A-Z0-9_-]{2,32}\\.svg$', 'payment channel', async (code) =>
    (await paymentChannelExists(db, code)) ? channelLogoSvg(code) : null,
  );
};
