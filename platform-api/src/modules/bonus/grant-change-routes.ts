// /admin/v1 staff grants and forfeits of a player's bonus, by marketing within its brands. Both
// move bonus money, delivered to the player once committed; both are audited.

import {
  AdminBonusForfeitRequestSchema,
  AdminBonusGrantRequestSchema,
  BonusGrantSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { withTransaction } from '../../db/pool.js';
import { requireBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { IdempotentOperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, operatorRouteSchema, routeSchema } from '../../http/schemas.js';
import { deliverAfterCommit, type MoneyRoutesOptions } from '../wallet-events/index.js';
import { findCurrencyWithLimits } from '../wallet/index.js';
import {
  findActiveWallet,
  findGrant,
  findGrantOwner,
  findOffer,
  findPlayerStanding,
} from './grant-repository.js';
import { forfeitGrant, grantOffer } from './grants.js';

export const bonusGrantChangeRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  app.post(
    '/players/:playerId/bonus-grants',
    {
      config: { roles: ['marketing'], audit: 'bonus.grant' },
      schema: routeSchema('bonus', BonusGrantSchema, {
        summary: "Grant a manual or no-deposit offer to a player now, in the player's wallet",
        description:
          'Applied once per Idempotency-Key. A deposit match or cashback offer, or a player the ' +
          'offer does not reach, is errorCode 48 with the rule.',
        headers: IdempotentOperatorKeyHeaders,
        params: Type.Object({ playerId: Type.String({ format: 'uuid' }) }),
        body: AdminBonusGrantRequestSchema,
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      const standing = await findPlayerStanding(db, playerId);
      const offer = await findOffer(db, request.body.offerId);
      if (standing === null) throw notFoundError('No such player');
      requireBrand(request.operator, standing.brandId);
      if (offer === null || offer.brandId !== standing.brandId) {
        throw notFoundError("No such offer in the player's brand");
      }
      const code = request.body.currency ?? (await findActiveWallet(db, playerId));
      const currency = await findCurrencyWithLimits(db, code);
      if (currency === null) throw notFoundError(`Unknown currency ${code}`);
      const grant = await deliverAfterCommit(walletEvents, () =>
        withTransaction(db, (client) =>
          grantOffer(client, {
            playerId,
            offer,
            currency: currency.currency,
            scale: currency.scale,
            basis: { kind: 'staff', key: request.headers['idempotency-key'] },
          }),
        ),
      );
      request.audit = {
        brandId: standing.brandId,
        target: `player:${playerId}`,
        after: grant,
      };
      return ok(grant);
    },
  );

  app.post(
    '/bonus-grants/:grantId/forfeit',
    {
      config: { roles: ['marketing'], audit: 'bonus.forfeit' },
      schema: operatorRouteSchema('bonus', BonusGrantSchema, {
        summary: "Forfeit a player's grant with a reason: its bonus money goes back to the house",
        params: Type.Object({ grantId: Type.String({ format: 'uuid' }) }),
        body: AdminBonusForfeitRequestSchema,
      }),
    },
    async (request) => {
      const { grantId } = request.params;
      const owner = await findGrantOwner(db, grantId);
      const standing = owner === null ? null : await findPlayerStanding(db, owner.playerId);
      if (owner === null || standing === null) throw notFoundError('No such grant');
      requireBrand(request.operator, standing.brandId);
      const before = await findGrant(db, grantId);
      const grant = await deliverAfterCommit(walletEvents, () =>
        withTransaction(db, (client) =>
          forfeitGrant(client, { id: grantId, ...owner }, `staff: ${request.body.reason}`),
        ),
      );
      request.audit = {
        brandId: standing.brandId,
        target: `player:${owner.playerId}`,
        before,
        after: grant,
      };
      return ok(grant);
    },
  );
};
