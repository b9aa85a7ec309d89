// The player's protection calls (`POST /v1/rg/*`, `activity-statement`), each with the login
// token in Authorization.

import {
  ActivityStatementRequestSchema,
  ActivityStatementSchema,
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
import { sha256 } from '../../security/tokens.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { findBrand } from '../brand/index.js';
import {
  exclude,
  SELF_EXCLUSION_MONTHS,
  selfExclusionEnd,
  TIME_OUT_DAYS,
  timeOutEnd,
} from './exclusions.js';
import { changeLimit, limitsOf, type LimitTarget } from './limits.js';
import {
  declineDepositLimitPrompt,
  findBrandProtection,
  findChoices,
  findLoginSessionStart,
  insertHistory,
  setRealityCheckMinutes,
  sumPaymentsOfMonths,
  sumPlaySince,
} from './repository.js';
import {
  ExclusionSchema,
  LimitChangeSchema,
  LimitSchema,
  LimitTargetSchema,
  SetLimitSchema,
} from './schemas.js';

/** The target of a set or remove call: money limits need a period, a session limit has none. */
function limitTarget(body: { type: LimitTarget['type']; period?: LimitTarget['period'] }) {
  if (body.type === 'session') {
    if (body.period !== undefined) throw badRequestError('A session limit has no period');
    return { type: 'session' } as const;
  }
  if (body.period === undefined) throw badRequestError(`A ${body.type} limit needs period`);
  return { type: body.type, period: body.period };
}

const atScale = (value: string | null, scale: number) =>
  new Money(value ?? 0).toDecimalPlaces(scale, Money.ROUND_DOWN).toFixed(scale);

export const protectionRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);
  const sessionStart = async (authorization: string | undefined) =>
    authorization === undefined ? null : findLoginSessionStart(db, sha256(authorization));

  app.post(
    '/rg/limits',
    playerCall(
      'protection',
      Type.Object({
        limits: Type.Array(LimitSchema),
        promptDepositLimit: Type.Boolean(),
        baseCurrency: Type.String({
          description:
            "The brand's base currency, the one money limits are kept in: a limit set in the " +
            "player's currency is converted to it at the current rate",
        }),
      }),
      {
        summary: "The player's limits with what is used and remains, and pending changes",
        description:
          'promptDepositLimit: the brand prompts new players to set a deposit limit, and this ' +
          'player has none and has not declined (rg/decline-limit-prompt).',
        body: EmptyBodySchema,
      },
    ),
    async (request) => {
      const { player } = request;
      const limits = await limitsOf(db, player, await sessionStart(request.headers.authorization));
      const { depositLimitPromptDeclinedAt } = await findChoices(db, player.id);
      const brand = await findBrand(db, player.brandId);
      const { baseCurrency } = await findBrandProtection(db, player.brandId);
      return ok({
        baseCurrency,
        limits,
        promptDepositLimit:
          brand?.config.authSetting.registerSetting.promptDepositLimit === true &&
          depositLimitPromptDeclinedAt === null &&
          !limits.some((limit) => limit.type === 'deposit'),
      });
    },
  );

  const limitRules =
    "Money limits (deposit, loss = stakes − wins, wager = stakes) take amount in the brand's " +
    'base currency and period day | week | month (rolling 24 h, 7 days, 30 days); session takes ' +
    'minutes per login session and no period. A new or lower limit holds at once; a higher one ' +
    'or a removal waits 24 hours (pending, with effectiveAt).';

  app.post(
    '/rg/set-limit',
    playerCall('protection', LimitChangeSchema, {
      summary: 'Set a deposit, loss, wager or session limit',
      description: limitRules,
      body: SetLimitSchema,
    }),
    async (request) => {
      const target: LimitTarget = limitTarget(request.body);
      const outcome = await changeLimit(db, request.player, target, request.body, 'player');
      return ok(serializedChange(outcome));
    },
  );

  app.post(
    '/rg/remove-limit',
    playerCall('protection', LimitChangeSchema, {
      summary: 'Remove a limit: it stays in force for 24 hours (pending removal)',
      description: `${limitRules} errorCode 6 when there is no such limit.`,
      body: LimitTargetSchema,
    }),
    async (request) => {
      const target = limitTarget(request.body);
      return ok(serializedChange(await changeLimit(db, request.player, target, null, 'player')));
    },
  );

  app.post(
    '/rg/decline-limit-prompt',
    playerCall('protection', Type.Null(), {
      summary: 'Record that the player declined to set a deposit limit when prompted',
      body: EmptyBodySchema,
    }),
    async (request) => {
      const { player } = request;
      await declineDepositLimitPrompt(db, player.id);
      await insertHistory(db, {
        playerId: player.id,
        action: 'deposit_limit_prompt_declined',
        details: {},
        actor: 'player',
      });
      return ok(null);
    },
  );

  app.post(
    '/rg/time-out',
    playerCall('protection', ExclusionSchema, {
      summary: 'Take a time-out of 1, 7 or 30 days, or until a date within that range',
      description:
        'Takes effect at once and cannot be lifted early: every login session ends (HTTP and ' +
        'realtime), and until it ends login (errorCode 41, stating the end), deposits, bets ' +
        'and bonuses are refused.',
      body: Type.Object(
        {
          days: Type.Optional(Type.Union(TIME_OUT_DAYS.map((days) => Type.Literal(days)))),
          until: Type.Optional(Type.String({ format: 'date-time' })),
        },
        { additionalProperties: false },
      ),
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
    playerCall(
      'protection',
      Type.Composite([ExclusionSchema, Type.Object({ otherAccountsExcluded: Type.Integer() })]),
      {
        summary: 'Self-exclude for 6, 12 or 60 months',
        description:
          'As a time-out, for months. allBrands also excludes the accounts on other brands with ' +
          "the same email or phone number, where both accounts' identities are verified.",
        body: Type.Object(
          {
            months: Type.Union(SELF_EXCLUSION_MONTHS.map((months) => Type.Literal(months))),
            allBrands: Type.Boolean(),
          },
          { additionalProperties: false },
        ),
      },
    ),
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
      const loggedInAt = await sessionStart(request.headers.authorization);
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

  app.post(
    '/activity-statement',
    playerCall('protection', ActivityStatementSchema, {
      summary: 'Approved deposits and withdrawals of the last 3, 6 or 12 months, per currency',
      body: ActivityStatementRequestSchema,
    }),
    async (request) => {
      const { months } = request.body;
      const totals = await sumPaymentsOfMonths(db, request.player.id, months);
      return ok({
        months,
        currencies: totals.map(({ currency, scale, deposits, withdrawals }) => ({
          currency,
          deposits: atScale(deposits, scale),
          withdrawals: atScale(withdrawals, scale),
          net: atScale(new Money(deposits ?? 0).minus(withdrawals ?? 0).toFixed(), scale),
        })),
      });
    },
  );
};

function serializedChange(outcome: Awaited<ReturnType<typeof changeLimit>>) {
  return {
    value: outcome.value,
    pending:
      outcome.pending === null
        ? null
        : { value: outcome.pending.value, effectiveAt: outcome.pending.effectiveAt.toISOString() },
  };
}

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
