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
import {
  ArtworkFile,
  artworkFile,
  artworkName,
  artworkRouteSchema,
  sendArtwork,
} from './artwork-files.js';
import { originalsTheme } from './originals-artwork.js';
import { channelLogoSvg, currencyLogoSvg, gameThumbnailSvg, providerLogoSvg } from './svg.js';

export interface CatalogArtworkRoutesOptions {
  db: pg.Pool;
}

/** The artwork of the catalogue: provider logos, game thumbnails, currency and channel logos. */
export const catalogArtworkRoutes: FastifyPluginAsyncTypebox<CatalogArtworkRoutesOptions> = async (
  app,
  { db },
) => {
  /** Artwork of a catalogue entry named by its file, `<name>.svg|webp`; `draw` is null without one. */
  const namedArtwork = (
    path: string,
    namePattern: string,
    entry: string,
    draw: (name: string) => Promise<string | null>,
  ) =>
    app.get(
      path,
      { schema: artworkRouteSchema(ArtworkFile(namePattern)) },
      async (request, reply) => {
        const name = artworkName(request.params.file);
        const svg = await draw(name);
        if (svg === null) throw notFoundError(`No ${entry} ${name}`);
        return sendArtwork(request, reply, svg, { ...request.params, ...request.query }, { db });
      },
    );

  namedArtwork('/providers/:file', '[A-Z0-9]{2,10}', 'provider', async (gpid) => {
    const gpname = await findProviderName(db, gpid);
    return gpname === null ? null : providerLogoSvg(gpid, gpname);
  });

  app.get(
    '/games/:gpid/:file',
    {
      schema: artworkRouteSchema(
        Type.Object({
          gpid: Type.String({ pattern: '^[A-Z0-9]{2,10}$' }),
          file: artworkFile('[a-z0-9][a-z0-9_-]{0,63}'),
        }),
      ),
    },
    async (request, reply) => {
      const { gpid, file } = request.params;
      const code = artworkName(file);
      const game = await findGameArtwork(db, gpid, code);
      const theme = game?.theme ?? originalsTheme(gpid, code);
      if (game === null || theme === null) {
        throw notFoundError(`No game ${code} of provider ${gpid}`);
      }
      return sendArtwork(
        request,
        reply,
        gameThumbnailSvg({ ...game, theme }, game.gpname),
        { ...request.params, ...request.query },
        { db },
      );
    },
  );

  namedArtwork('/currencies/:file', '[A-Z0-9]{2,10}', 'currency', async (code) => {
    const symbol = await findCurrencySymbol(db, code);
    return symbol === null ? null : currencyLogoSvg(code, symbol);
  });

  namedArtwork('/channels/:file', '[A-Z0-9_-]{2,32}', 'payment channel', async (code) =>
    (await paymentChannelExists(db, code)) ? channelLogoSvg(code) : null,
  );
};
