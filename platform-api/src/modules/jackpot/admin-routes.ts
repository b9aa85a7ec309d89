// A brand's jackpot rules for its marketing staff: the share of every stake that feeds the pool,
// the seed it restarts from after a win, and whether it runs. The pool itself moves only through
// the ledger (docs/jackpot.md).

import {
  AMOUNT_PATTERN,
  BrandIdSchema,
  JackpotRulesSchema,
  type JackpotRules,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { badRequestError, notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { Money, atCurrencyScale } from '../../money/amounts.js';
import { findJackpotPool, updateJackpotRules, type JackpotPool } from './repository.js';

const params = Type.Object({ brandId: BrandIdSchema });

const JackpotRulesChangeSchema = Type.Object(
  {
    contributionRate: Type.Optional(Type.String({ pattern: '^0\\.[0-9]{1,8}$' })),
    seedAmount: Type.Optional(Type.String({ pattern: AMOUNT_PATTERN })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

function rulesOf(pool: JackpotPool): JackpotRules {
  return {
    currency: pool.currency,
    contributionRate: new Money(pool.contributionRate).toFixed(),
    seedAmount: atCurrencyScale(new Money(pool.seedAmount).toFixed(), pool.scale),
    active: pool.active,
    pool: atCurrencyScale(pool.poolBalance, pool.scale),
  };
}

export const jackpotAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  async function poolOf(brandId: string): Promise<JackpotPool> {
    const pool = await findJackpotPool(db, brandId);
    if (pool === null) throw notFoundError(`Brand ${brandId} has no jackpot`);
    return pool;
  }

  app.get(
    '/brands/:brandId/jackpot',
    {
      config: { roles: ['marketing'] },
      schema: operatorRouteSchema('jackpot', JackpotRulesSchema, {
        summary: "A brand's jackpot rules and its pool's value",
        params,
      }),
    },
    async (request) => {
      requireBrand(request.operator, request.params.brandId);
      return ok(rulesOf(await poolOf(request.params.brandId)));
    },
  );

  app.post(
    '/brands/:brandId/jackpot',
    {
      config: { roles: ['marketing'], audit: 'jackpot.change-rules' },
      schema: operatorRouteSchema('jackpot', JackpotRulesSchema, {
        summary: "Change a brand's jackpot rate, seed or switch; bets after it use them",
        description:
          'The seed is what the pool restarts from after its next win; the currency cannot change.',
        params,
        body: JackpotRulesChangeSchema,
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      const before = rulesOf(await poolOf(brandId));
      const { contributionRate, seedAmount } = request.body;
      if (contributionRate !== undefined && new Money(contributionRate).isZero()) {
        throw badRequestError('contributionRate must be above 0');
      }
      if (seedAmount !== undefined) {
        const seed = new Money(seedAmount);
        const scale = before.seedAmount.split('.')[1]?.length ?? 0;
        if (seed.isZero() || seed.decimalPlaces() > scale) {
          throw badRequestError(`seedAmount must be above 0 with at most ${scale} decimals`);
        }
      }
      await updateJackpotRules(db, brandId, request.body);
      const after = rulesOf(await poolOf(brandId));
      request.audit = { brandId, target: `jackpot:${brandId}`, before, after };
      return ok(after);
    },
  );
};
