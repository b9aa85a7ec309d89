// The caller's referral programme, code and earnings, and the players it referred.

import {
  EmptyBodySchema,
  PageRequestSchema,
  PageSchema,
  ReferralProgrammeSchema,
  ReferralSummarySchema,
  ReferredPlayerSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { pageAskedFor } from '../../http/paging.js';
import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { referralProgramme, referralSummary, referredPlayers } from './referrals.js';

export const referralRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);
  app.post(
    '/referral',
    playerCall('referral', ReferralProgrammeSchema, {
      summary: "The referral programme of the logged-in player's brand",
      body: EmptyBodySchema,
    }),
    async (request) => {
      const { player } = request;
      return ok(await referralProgramme(db, player.brandId));
    },
  );

  app.post(
    '/referral/get',
    playerCall('referral', ReferralSummarySchema, {
      summary: "The logged-in player's referral code, referee count and commission earned",
      body: EmptyBodySchema,
    }),
    async (request) => {
      const { player } = request;
      return ok(await referralSummary(db, player));
    },
  );

  app.post(
    '/referral/players',
    playerCall('referral', PageSchema(ReferredPlayerSchema), {
      summary: 'The players the logged-in player referred, newest first, usernames masked',
      description:
        "status is 'active' once the player has an approved deposit; earnings are the " +
        'commission each one earned the caller.',
      body: PageRequestSchema,
    }),
    async (request) => {
      return ok(await referredPlayers(db, request.player, pageAskedFor(request.body)));
    },
  );
};
