// The static game data files (docs/api.md#static-data-files), generated from the database on each
// request and cached briefly by browsers and proxies.

import {
  GameCatalogueSchema,
  GameCategorySchema,
  GameProviderSchema,
  GameSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type pg from 'pg';

import { responses } from '../../http/schemas.js';
import { listGameCategories, listGameProviders, listGames } from './repository.js';

export interface DataFileRoutesOptions {
  db: pg.Pool;
}

const CACHE_CONTROL = 'public, max-age=60';

export const dataFileRoutes: FastifyPluginAsyncTypebox<DataFileRoutesOptions> = async (
  app,
  { db },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', CACHE_CONTROL);
  });

  const schema = <T extends TSchema>(summary: string, body: T) => ({
    tags: ['data files'],
    summary,
    response: responses(body),
  });

  app.get(
    '/listofgame.json',
    {
      schema: schema('Every game', GameCatalogueSchema),
    },
    async () => {
      const games = await listGames(db, 'all');
      return { body: games, total: games.length };
    },
  );
  app.get(
    '/listOfRecommendedGame.json',
    { schema: schema('Recommended games', Type.Array(GameSchema)) },
    async () => listGames(db, 'recommended'),
  );
  app.get(
    '/listOfPopularGame.json',
    { schema: schema('Popular games', Type.Array(GameSchema)) },
    async () => listGames(db, 'popular'),
  );
  app.get(
    '/listOfGameProvider.json',
    { schema: schema('Game providers', Type.Array(GameProviderSchema)) },
    async () => listGameProviders(db, 'all'),
  );
  app.get(
    '/listOfGameCategory.json',
    { schema: schema('Game categories', Type.Array(GameCategorySchema)) },
    async () => listGameCategories(db),
  );
};
