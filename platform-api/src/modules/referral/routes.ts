// The caller's referral programme, code and earnings, and the players it referred.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type pg from 'pg';

import type {
  ReferralProgramme,
  ReferralSummary,
  ReferredPlayer,
} from '../../../../shared/src/account/types.js';
import { PageFields, PageSchema } from '../../http/paging.js';
import {
  EmptyBodySchema,
  Envelope,
  literals,
  ok,
  requiresAuthorization,
  responses,
  type Assert,
  type Same,
} from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { referralProgramme, referralSummary, referredPlayers } from './referrals.js';

const DecimalString = Type.String({ description: 'Decimal string' });
const AmountByCurrencySchema = Type.Object({ currency: Type.String(), amount: DecimalString });

const ReferralProgrammeSchema = Type.Object({
  enabled: Type.Boolean(),
  commissionPercent: Type.String({
    description: 'Percentage of each approved deposit, e.g. "1.5"',
  }),
});
const ReferralSummarySchema = Type.Object({
  referralCode: Type.String(),
  referredCount: Type.Integer({ minimum: 0 }),
  earnings: Type.Array(AmountByCurrencySchema),
  programme: ReferralProgrammeSchema,
});
const ReferredPlayerSchema = Type.Object({
  username: Type.String({ description: 'Masked, e.g. "jo***an"' }),
  joinedAt: Type.String({ format: 'date-time' }),
  status: literals(['registered', 'active'] as const),
  earnings: Type.Array(AmountByCurrencySchema),
});
export type ReferralSchemasMatchContract = [
  Assert<Same<Static<typeof ReferralProgrammeSchema>, ReferralProgramme>>,
  Assert<Same<Static<typeof ReferralSummarySchema>, ReferralSummary>>,
  Assert<Same<Static<typeof ReferredPlayerSchema>, ReferredPlayer>>,
];

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
        body: Type.Object(PageFields, { additionalProperties: false }),
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
