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
import { withTransaction } from '../../db/pool.js';
import {
  findJackpotPool,
  findJackpotProviders,
  unknownProviders,
  updateJackpotRules,
  type JackpotPool,
} from './repository.js';

const params = Type.Object({ brandId: BrandIdSchema });

const JackpotRulesChangeSchema = Type.Object(
  {
    contributionRate: Type.Optional(Type.String({ pattern: '^0\\.[0-9]{1,8}$' })),
    seedAmount: Type.Optional(Type.String({ pattern: AMOUNT_PATTERN })),
    active: Type.Optional(Type.Boolean()),
    maxPayout: Type.Optional(Type.String({ pattern: AMOUNT_PATTERN })),
    providers: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 10 }), {
        uniqueItems: true,
        maxItems: 100,
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

function rulesOf(pool: JackpotPool, providers: string[]): JackpotRules {
  return {
    currency: pool.currency,
    contributionRate: new Money(pool.contributionRate).toFixed(),
    seedAmount: atCurrencyScale(new Money(pool.seedAmount).toFixed(), pool.scale),
    active: pool.active,
    maxPayout: atCurrencyScale(new Money(pool.maxPayout).toFixed(), pool.scale),
    providers,
    pool: atCurrencyScale(pool.poolBalance, pool.scale),
  };
}

/** A positive amount in the jackpot's currency; else errorCode 2 naming `field`. */
function checkAmount(field: string, amount: string, scale: number) {
  const value = new Money(amount);
  if (value.isZero() || value.decimalPlaces() > scale) {
    throw badRequestError(`${field} must be above 0 with at most ${scale} decimals`);
  }
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
  const rulesOfBrand = async (brandId: string) =>
    rulesOf(await poolOf(brandId), await findJackpotProviders(db, brandId));

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
      return ok(await rulesOfBrand(request.params.brandId));
    },
  );

  app.post(
    '/brands/:brandId/jackpot',
    {
      config: { roles: ['marketing'], audit: 'jackpot.change-rules' },
      schema: operatorRouteSchema('jackpot', JackpotRulesSchema, {
        summary:
          "Change a brand's jackpot rate, seed, switch, cap per win or allowed providers; bets " +
          'and wins after it use them',
        description:
          'The seed is what the pool restarts from after its next win; the currency cannot ' +
          'change. `providers` replaces the list of providers allowed to pay the jackpot.',
        params,
        body: JackpotRulesChangeSchema,
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      const before = await rulesOfBrand(brandId);
      const { contributionRate, seedAmount, maxPayout, providers } = request.body;
      if (contributionRate !== undefined && new Money(contributionRate).isZero()) {
        throw badRequestError('contributionRate must be above 0');
      }
      const scale = before.seedAmount.split('.')[1]?.length ?? 0;
      if (seedAmount !== undefined) checkAmount('seedAmount', seedAmount, scale);
      if (maxPayout !== undefined) checkAmount('maxPayout', maxPayout, scale);
      const unknown = providers === undefined ? [] : await unknownProviders(db, providers);
      if (unknown.length > 0) throw badRequestError(`Unknown providers: ${unknown.join(', ')}`);
      await withTransaction(db, (client) => updateJackpotRules(client, brandId, request.body));
      const after = await rulesOfBrand(brandId);
      request.audit = { brandId, target: `jackpot:${brandId}`, before, after };
      return ok(after);
    },
  );
};
