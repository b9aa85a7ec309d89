import {
  EmptyBodySchema,
  IdempotencyHeadersSchema,
  NewPaymentAccountSchema,
  PaymentAccountSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { runIdempotently } from '../idempotency/index.js';
import { createPaymentAccount, findPaymentAccount } from '../payment-accounts/index.js';
import { paymentAccountSettingsOf } from './payment-account-settings.js';

/** `paymentAccount/*`: the player's own bank or e-wallet account. */
export const paymentAccountRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  requirePlayerOnEveryRoute(app, db);

  app.post(
    '/paymentAccount/get',
    playerCall('payments', Type.Union([PaymentAccountSchema, Type.Null()]), {
      summary: "The player's payment account, or null",
      description:
        'A player who registered with bank details has that bank as its payment account.',
      body: EmptyBodySchema,
    }),
    async (request) => {
      return ok(await findPaymentAccount(db, request.player.id));
    },
  );

  app.post(
    '/paymentAccount/create',
    playerCall('payments', PaymentAccountSchema, {
      summary: "Add the player's payment account (one per player; it cannot be changed)",
      description:
        "type must be one of the brand's allowed types, channelCode a channel of that type. " +
        'errorCode 11 when the player already has one.',
      headers: IdempotencyHeadersSchema,
      body: NewPaymentAccountSchema,
    }),
    async (request) => {
      const player = request.player;
      const settings = await paymentAccountSettingsOf(db, player);
      const call = {
        playerId: player.id,
        idempotencyKey: request.headers['idempotency-key'],
        call: 'paymentAccount/create',
        input: request.body,
      };
      return ok(
        await runIdempotently(db, call, (client) =>
          createPaymentAccount(client, player.id, settings, request.body),
        ),
      );
    },
  );
};
