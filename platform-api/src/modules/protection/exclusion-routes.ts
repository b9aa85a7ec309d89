// The player's own exclusions (`POST /v1/rg/time-out`, `rg/self-exclusion`): at once, and never
// lifted early.

import {
  ExclusionSchema,
  SelfExclusionRequestSchema,
  SelfExclusionSchema,
  TimeOutRequestSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { ok, playerCall } from '../../http/schemas.js';
import { exclude, selfExclusionEnd, timeOutEnd } from './exclusions.js';

export const exclusionRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  app.post(
    '/rg/time-out',
    playerCall('protection', ExclusionSchema, {
      summary: 'Take a time-out of 1, 7 or 30 days, or until a date within that range',
      description:
        'Takes effect at once and cannot be lifted early: every login session ends (HTTP and ' +
        'realtime), and until it ends login (errorCode 41, stating the end), deposits, bets ' +
        'and bonuses are refused.',
      body: TimeOutRequestSchema,
    }),
    async (request) => {
      const endsAt = timeOutEnd(request.body, new Date());
      const outcome = await exclude(
        db,
        request.player,
        { kind: 'time_out', endsAt, allBrands: false },
        'player',
      );
      return ok(serializedExclusion(outcome));
    },
  );

  app.post(
    '/rg/self-exclusion',
    playerCall('protection', SelfExclusionSchema, {
      summary: 'Self-exclude for 6, 12 or 60 months',
      description:
        'As a time-out, for months. allBrands also excludes the accounts on other brands with ' +
        "the same email or phone number, where both accounts' identities are verified.",
      body: SelfExclusionRequestSchema,
    }),
    async (request) => {
      const { months, allBrands } = request.body;
      const outcome = await exclude(
        db,
        request.player,
        { kind: 'self_exclusion', endsAt: selfExclusionEnd(months, new Date()), allBrands },
        'player',
      );
      return ok({
        ...serializedExclusion(outcome),
        otherAccountsExcluded: outcome.otherAccountsExcluded,
      });
    },
  );
};

function serializedExclusion(exclusion: {
  kind: 'time_out' | 'self_exclusion';
  startsAt: Date;
  endsAt: Date;
  allBrands: boolean;
}) {
  return {
    kind: exclusion.kind,
    startsAt: exclusion.startsAt.toISOString(),
    endsAt: exclusion.endsAt.toISOString(),
    allBrands: exclusion.allBrands,
  };
}
