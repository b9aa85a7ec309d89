// The player of a payment as staff weigh it beside the request in the payments queue: mostly the
// player's own data, so this module answers it, under the payment paths (payments/index.ts).

import { PaymentPlayerContextSchema, type PaymentPlayerContext } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import {
  approvedPaymentTotals,
  findPaymentPlayer,
  PaymentIdParams,
  paymentBrandInScope,
  recentDeclines,
} from '../payments/index.js';
import { limitsOf } from '../protection/index.js';
import { loadProfile } from './profile.js';
import { listNotes } from './repository.js';

/** Notes and declines shown beside a request: the newest few. */
const CONTEXT_ITEMS = 5;

/** `:id/player-context` under the payment paths. */
export const paymentPlayerContextRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/:id/player-context',
    {
      config: { roles: ['payments', 'support'] },
      schema: operatorRouteSchema('operator', PaymentPlayerContextSchema, {
        summary:
          'The player of a payment as staff weigh it: verification, payments to date, limits, the ' +
          'newest notes and declines',
        params: PaymentIdParams,
      }),
    },
    async (request) => ok(await playerContextOf(request, request.params.id)),
  );

  async function playerContextOf(
    request: FastifyRequest,
    transactionId: string,
  ): Promise<PaymentPlayerContext> {
    await paymentBrandInScope(db, request, transactionId);
    const playerId = await findPaymentPlayer(db, transactionId);
    const profile = playerId === null ? null : await loadProfile(db, playerId);
    if (profile === null) throw notFoundError(`No transaction ${transactionId}`);
    const player = { id: profile.playerId, brandId: profile.brandId };
    const [totals, limits, notes, declines] = await Promise.all([
      approvedPaymentTotals(db, player.id),
      limitsOf(db, player, null),
      listNotes(db, player.id, { page: 1, pageSize: CONTEXT_ITEMS }),
      recentDeclines(db, player.id, CONTEXT_ITEMS),
    ]);
    return {
      playerId: player.id,
      username: profile.username,
      brandId: profile.brandId,
      registeredAt: profile.createdAt,
      blocked: profile.block !== null,
      verification: profile.verification.status,
      exclusion: profile.protection.exclusion,
      ...totals,
      limits,
      notes: notes.items.map(({ author, text, createdAt }) => ({
        author,
        text,
        createdAt: createdAt.toISOString(),
      })),
      declines: declines.map(({ decidedAt, ...decline }) => ({
        ...decline,
        decidedAt: decidedAt.toISOString(),
      })),
    };
  }
};
