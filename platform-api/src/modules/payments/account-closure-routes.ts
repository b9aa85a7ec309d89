// `account/close`: the player closes their own account (GLI-19 A.3.10).

import { AccountClosureSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { closeAccount } from './account-closure.js';

export const accountClosureRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  requirePlayerOnEveryRoute(app, db);

  app.post(
    '/account/close',
    playerCall('payments', AccountClosureSchema, {
      summary: 'Close the player’s own account (GLI-19 A.3.10)',
      description:
        'confirm must be true. At once: play, deposits and logins stop (the account is blocked ' +
        'as closed and every login session ends), bonus money is forfeited, and each ' +
        "currency's remaining balance becomes a pending withdrawal to the last account the " +
        'player withdrew that currency to; where there is none it stays, listed in remaining, ' +
        'for staff to pay out. Recorded as the significant event account_closed.',
      body: Type.Object({ confirm: Type.Literal(true) }, { additionalProperties: false }),
    }),
    async (request) => ok(await closeAccount(db, walletEvents, request.player, request.ip)),
  );
};
