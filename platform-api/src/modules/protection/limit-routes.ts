// The player's limits (`POST /v1/rg/limits`, `set-limit`, `remove-limit`,
// `decline-limit-prompt`): deposit, loss, wager and session limits, and the brand's prompt.

import {
  EmptyBodySchema,
  LimitChangeSchema,
  LimitTargetSchema,
  PlayerLimitsSchema,
  SetLimitRequestSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { ok, playerCall } from '../../http/schemas.js';
import { findBrand } from '../brand/index.js';
import { changeLimit, limitsOf, type LimitTarget } from './limits.js';
import { loginSessionStart } from './login-session.js';
import {
  declineDepositLimitPrompt,
  findBrandProtection,
  findChoices,
  insertHistory,
} from './repository.js';

/** The target of a set or remove call: money limits need a period, a session limit has none. */
function limitTarget(body: { type: LimitTarget['type']; period?: LimitTarget['period'] }) {
  if (body.type === 'session') {
    if (body.period !== undefined) throw badRequestError('A session limit has no period');
    return { type: 'session' } as const;
  }
  if (body.period === undefined) throw badRequestError(`A ${body.type} limit needs period`);
  return { type: body.type, period: body.period };
}

export const limitRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  app.post(
    '/rg/limits',
    playerCall('protection', PlayerLimitsSchema, {
      summary: "The player's limits with what is used and remains, and pending changes",
      description:
        'promptDepositLimit: the brand prompts new players to set a deposit limit, and this ' +
        'player has none and has not declined (rg/decline-limit-prompt).',
      body: EmptyBodySchema,
    }),
    async (request) => {
      const { player } = request;
      const limits = await limitsOf(
        db,
        player,
        await loginSessionStart(db, request.headers.authorization),
      );
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
      body: SetLimitRequestSchema,
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
