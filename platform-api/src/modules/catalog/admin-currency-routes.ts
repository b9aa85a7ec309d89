// The currencies the back office's pickers offer: each with its name, type, decimal places and
// chain networks.

import { CurrencyListItemSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { listCurrencies } from './repository.js';

/** `currencies` of the admin API. */
export const currencyAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/currencies',
    {
      config: { roles: ['payments', 'support', 'marketing', 'release'] },
      schema: operatorRouteSchema(
        'operator',
        Type.Array(
          Type.Pick(CurrencyListItemSchema, ['currency', 'name', 'type', 'scale', 'networks']),
        ),
        {
          summary:
            'Every currency with its name, type, decimal places and chain networks, for pickers',
        },
      ),
    },
    async () =>
      ok(
        (await listCurrencies(db, 'all')).map(({ currency, name, type, scale, networks }) => ({
          currency,
          name,
          type,
          scale,
          networks,
        })),
      ),
  );
};
