// What the player is reminded of while playing (`POST /v1/rg/reality-check`,
// `rg/session-summary`): how often, and the time and money of this login session.

import {
  EmptyBodySchema,
  RealityCheckMinutesSchema,
  RealityCheckSchema,
  SessionSummarySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import { ok, playerCall } from '../../http/schemas.js';
import { Money } from '../../money/amounts.js';
import { atScale } from './amounts-at-scale.js';
import { loginSessionStart } from './login-session.js';
import {
  findBrandProtection,
  findChoices,
  insertHistory,
  setRealityCheckMinutes,
  sumPlaySince,
} from './repository.js';

export const playTimeRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  app.post(
    '/rg/reality-check',
    playerCall('protection', RealityCheckSchema, {
      summary: 'Read, or set with minutes, how often the site reminds the player of the time',
      description:
        "Without minutes: the player's setting. minutes 0 (off) is refused where the brand " +
        'does not allow it.',
      body: Type.Object(
        { minutes: Type.Optional(RealityCheckMinutesSchema) },
        { additionalProperties: false },
      ),
    }),
    async (request) => {
      const { player } = request;
      const settings = await findBrandProtection(db, player.brandId);
      const { minutes } = request.body;
      if (minutes !== undefined) {
        if (minutes === 0 && !settings.realityCheckCanBeOff) {
          throw badRequestError('This site does not allow turning the reality check off');
        }
        await setRealityCheckMinutes(db, player.id, minutes);
        await insertHistory(db, {
          playerId: player.id,
          action: 'reality_check_set',
          details: { minutes },
          actor: 'player',
        });
      }
      const choices = await findChoices(db, player.id);
      return ok({
        minutes: choices.realityCheckMinutes ?? settings.realityCheckMinutes,
        brandDefaultMinutes: settings.realityCheckMinutes,
        canBeOff: settings.realityCheckCanBeOff,
      });
    },
  );

  app.post(
    '/rg/session-summary',
    playerCall('protection', SessionSummarySchema, {
      summary: 'Time since login, and the stakes, wins and net of this login session',
      body: EmptyBodySchema,
    }),
    async (request) => {
      const loggedInAt = await loginSessionStart(db, request.headers.authorization);
      if (loggedInAt === null) throw new ApiError(ErrorCode.authentication, 'Session ended');
      const play = await sumPlaySince(db, request.player.id, loggedInAt);
      return ok({
        loggedInAt: loggedInAt.toISOString(),
        minutesSinceLogin: Math.floor((Date.now() - loggedInAt.getTime()) / 60_000),
        play: play.map(({ currency, scale, stakes, wins }) => ({
          currency,
          stakes: atScale(stakes, scale),
          wins: atScale(wins, scale),
          net: atScale(new Money(wins).minus(stakes).toFixed(), scale),
        })),
      });
    },
  );
};
