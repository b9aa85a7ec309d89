import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { ok, responses } from '../../http/schemas.js';
import { requireKnownBrand } from './known-brand.js';
import { isGameCategory, listGameProviders } from './repository.js';
import { BrandIdSchema, Envelope, GameProviderSchema } from '@croupier/contracts';

export interface ProviderRoutesOptions {
  db: pg.Pool;
}

/** `gameNoAuth`: the game providers a visitor may browse before logging in. */
export const providerRoutes: FastifyPluginAsyncTypebox<ProviderRoutesOptions> = async (
  app,
  { db },
) => {
  app.post(
    '/gameNoAuth',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Game providers, all or those offering a category',
        body: Type.Object(
          {
            systemType: Type.Literal('gameProvider'),
            brandId: BrandIdSchema,
            gameCategory: Type.String({
              minLength: 1,
              maxLength: 32,
              description: "'all' or a category code (lottery, cards, sports, slots, …)",
            }),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(Type.Array(GameProviderSchema))),
      },
    },
    async (request) => {
      const { brandId, gameCategory } = request.body;
      await requireKnownBrand(db, brandId);
      if (gameCategory !== 'all' && !(await isGameCategory(db, gameCategory))) {
        throw badRequestError(`Unknown gameCategory ${gameCategory}`);
      }
      return ok(await listGameProviders(db, gameCategory, brandId));
    },
  );
};
