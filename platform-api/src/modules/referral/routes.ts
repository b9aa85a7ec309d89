// The caller's referral programme, code and earnings, and the players it referred.

import {
  EmptyBodySchema,
  Envelope,
  PageRequestSchema,
  PageSchema,
  ReferralProgrammeSchema,
  ReferralSummarySchema,
  ReferredPlayerSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { ok, requiresAuthorization, responses } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { referralProgramme, referralSummary, referredPlayers } from './referrals.js';

const tags = ['referral'];

export const referralRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);
  app.post(
    '/referral',
    {
      schema: {
        tags,
        summary: "The referral programme of the logged-in player's brand",
        security: requiresAuthorization,
        body: EmptyBodySchema,
        response: responses(Envelope(ReferralProgrammeSchema)),
      },
    },
    async (request) => {
      const { player } = request;
      return ok(await referralProgramme(db, player.brandId));
    },
  );

  app.post(
    '/referral/get',
    {
      schema: {
        tags,
        summary: "The logged-in player's referral code, referee count and commission earned",
        security: requiresAuthorization,
        body: EmptyBodySchema,
        response: responses(Envelope(ReferralSummarySchema)),
      },
    },
    async (request) => {
      const { player } = request;
      return ok(await referralSummary(db, player));
    },
  );

  app.post(
    '/referral/players',
    {
      schema: {
        tags,
        summary: 'The players the logged-in player referred, newest first, usernames masked',
        description:
          "status is 'active' once the player has an approved deposit; earnings are the " +
          'commission each one earned the caller.',
        security: requiresAuthorization,
        body: PageRequestSchema,
        response: responses(Envelope(PageSchema(ReferredPlayerSchema))),
      },
    },
    async (request) => {
      const { player } = request;
      const { page = 1, pageSize = 20 } = request.body;
      return ok(await referredPlayers(db, player, { page, pageSize }));
    },
  );
};
