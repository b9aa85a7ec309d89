// The operator's manual balance adjustments of a player (/admin/v1/players/:playerId/adjustments):
// asked for and approved by payments within its brands, each write audited (a posted one is also
// a significant event, balance_adjustment).

import {
  AdminPageQuerySchema,
  BalanceAdjustmentBodySchema,
  BalanceAdjustmentSchema,
  EmptyBodySchema,
  PageSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { auditedWrite } from '../../http/audited-write.js';
import { IdempotentOperatorKeyHeaders } from '../../http/operator-key.js';
import { pageOfQuery } from '../../http/paging.js';
import { ok, operatorRouteSchema, routeSchema } from '../../http/schemas.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { listAdjustments } from './adjustment-repository.js';
import {
  approveAdjustment,
  declineAdjustment,
  presentAdjustment,
  requestAdjustment,
} from './adjustments.js';
import { PlayerParams, playerScope } from './scope.js';

const AdjustmentParams = Type.Object({
  playerId: Type.String({ format: 'uuid' }),
  adjustmentId: Type.String({ format: 'uuid' }),
});

export const playerAdjustmentRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  const { brandInScope, auditedChange } = playerScope(db);

  app.get(
    '/players/:playerId/adjustments',
    {
      config: { roles: ['payments', 'support'] },
      schema: operatorRouteSchema('operator', PageSchema(BalanceAdjustmentSchema), {
        summary: "The player's manual balance adjustments, newest first, waiting ones included",
        params: PlayerParams,
        querystring: AdminPageQuerySchema,
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      await brandInScope(request, playerId);
      const paging = pageOfQuery(request.query);
      const { items, total } = await listAdjustments(db, playerId, paging);
      return ok({ items: items.map(presentAdjustment), total, ...paging });
    },
  );

  app.post(
    '/players/:playerId/adjustments',
    {
      config: { roles: ['payments'], audit: 'player.adjust-balance' },
      schema: routeSchema('operator', BalanceAdjustmentSchema, {
        summary: "Credit or debit the player's real money by hand, with a reason",
        description:
          "Posted at once (status posted), unless its size is above the brand's four-eyes " +
          'amount for the currency (POST /brands/:brandId/second-approval): then it waits ' +
          '(awaiting_approval) for another staff member to approve it. A debit larger than ' +
          'the balance is errorCode 10. Applied once per caller and Idempotency-Key: a repeat ' +
          'answers the first request; the same key with another body is errorCode 9.',
        headers: IdempotentOperatorKeyHeaders,
        params: PlayerParams,
        body: BalanceAdjustmentBodySchema,
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      const brandId = await brandInScope(request, playerId);
      const { after } = await auditedChange(request, playerId, async () => ({
        after: await requestAdjustment(db, walletEvents, {
          ...request.body,
          reason: request.body.reason.trim(),
          playerId,
          brandId,
          requestedBy: request.operator.name,
          requestKey: request.headers['idempotency-key'],
        }),
      }));
      return ok(after);
    },
  );

  app.post(
    '/players/:playerId/adjustments/:adjustmentId/approve',
    auditedWrite({
      roles: ['payments'],
      audit: 'player.approve-adjustment',
      tag: 'operator',
      answer: BalanceAdjustmentSchema,
      summary: 'Give the second approval of a waiting adjustment: its money moves',
      description:
        'Approving a posted adjustment answers it unchanged; a declined one is errorCode 13; ' +
        'the requester cannot approve their own (errorCode 31). A debit the balance no ' +
        'longer covers is errorCode 10 and stays waiting.',
      params: AdjustmentParams,
      body: EmptyBodySchema,
    }),
    async (request) => {
      const { playerId, adjustmentId } = request.params;
      const { after } = await auditedChange(request, playerId, async () => ({
        before: { adjustmentId, status: 'awaiting_approval' },
        after: await approveAdjustment(db, walletEvents, {
          playerId,
          adjustmentId,
          by: request.operator.name,
        }),
      }));
      return ok(after);
    },
  );

  app.post(
    '/players/:playerId/adjustments/:adjustmentId/decline',
    auditedWrite({
      roles: ['payments'],
      audit: 'player.decline-adjustment',
      tag: 'operator',
      answer: BalanceAdjustmentSchema,
      summary: 'Decline a waiting adjustment (its requester may withdraw it): nothing moves',
      description:
        'Declining a declined adjustment answers it unchanged; a posted one is errorCode 13.',
      params: AdjustmentParams,
      body: EmptyBodySchema,
    }),
    async (request) => {
      const { playerId, adjustmentId } = request.params;
      const { after } = await auditedChange(request, playerId, async () => ({
        after: await declineAdjustment(db, { playerId, adjustmentId, by: request.operator.name }),
      }));
      return ok(after);
    },
  );
};
