// The operator's promotion credit (/admin/v1/bonuses/promotion, for the marketing role within its
// brands).

import { AmountSchema, BonusSchema, BrandIdSchema, CurrencyCodeSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { requireBrand } from '../../http/admin-access.js';
import { IdempotentOperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, routeSchema } from '../../http/schemas.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { creditPromotion } from './bonuses.js';

export const bonusAdminRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  app.post(
    '/bonuses/promotion',
    {
      config: { roles: ['marketing'], audit: 'bonus.promotion' },
      schema: routeSchema('operator', BonusSchema, {
        summary: "Credit a promotion bonus to a player, from the house's bonus account",
        description:
          'Applied once per Idempotency-Key: a repeat answers the first bonus; the same key ' +
          'with another body is errorCode 9. An unknown player is errorCode 6.',
        headers: IdempotentOperatorKeyHeaders,
        body: Type.Object(
          {
            username: Type.String({ minLength: 1, maxLength: 64 }),
            brandId: BrandIdSchema,
            amount: AmountSchema,
            currency: CurrencyCodeSchema,
            description: Type.String({ minLength: 1, maxLength: 200 }),
          },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) => {
      const { brandId, username } = request.body;
      requireBrand(request.operator, brandId);
      const bonus = await creditPromotion(db, walletEvents, {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      request.audit = { brandId, target: `player:${username.toLowerCase()}`, after: bonus };
      return ok(bonus);
    },
  );
};
