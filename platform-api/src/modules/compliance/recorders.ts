// Significant events the API itself sees: a failed login (its answer says so), a program error
// (an answer of 500 or more) and a negative balance attempt (a transfer the ledger or a game's bet
// refused for the player's balance). A refusal undoes its transaction, so these are written
// after it, on a connection of their own.

import type { FastifyInstance, onSendHookHandler } from 'fastify';

import type { Queryable } from '../../db/pool.js';
import { ErrorCode, ShortfallError } from '../../http/errors.js';
import { recordSignificantEvent } from './significant-events.js';

const LOGIN_REFUSALS: readonly number[] = [ErrorCode.invalidCredentials, ErrorCode.tooManyAttempts];

function errorCodeOf(payload: unknown): number | null {
  if (typeof payload !== 'string') return null;
  try {
    const { errorCode } = JSON.parse(payload) as { errorCode?: unknown };
    return typeof errorCode === 'number' ? errorCode : null;
  } catch {
    return null;
  }
}

/**
 * A login route's `onSend`: a refused login (wrong password or too many attempts) is recorded
 * with the username tried, the brand for a player, and the caller's IP.
 */
export function recordFailedLogin(db: Queryable, who: 'player' | 'staff'): onSendHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    const errorCode = errorCodeOf(payload);
    if (errorCode === null || !LOGIN_REFUSALS.includes(errorCode)) return payload;
    // A call refused before its body was read (the per-IP rate limit) names no one.
    if (request.body === undefined) return payload;
    const { username = '', brandId = null } = request.body as {
      username?: string;
      brandId?: string;
    };
    await recordSignificantEvent(db, {
      type: 'login_failed',
      component: who === 'player' ? 'auth' : 'admin',
      brandId: who === 'player' ? brandId : null,
      actor: `${who}:${username.toLowerCase()}`,
      reason:
        errorCode === ErrorCode.invalidCredentials
          ? 'Wrong username or password'
          : 'Too many failed attempts',
      ip: request.ip,
    });
    return payload;
  };
}

/**
 * Every answer of 500 or more is a program error: recorded with its route, never its body, before
 * the answer leaves (so the record is there once the caller has it).
 */
export function recordProgramErrors(app: FastifyInstance, db: Queryable): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 500) return payload;
    await recordSignificantEvent(db, {
      type: 'program_error',
      component: 'api',
      brandId: null,
      actor: 'system',
      reason: `${request.method} ${request.routeOptions.url ?? request.url} answered ${reply.statusCode}`,
      ip: request.ip,
    }).catch((error: unknown) => request.log.error({ err: error }, 'significant event not kept'));
    return payload;
  });
}

export interface NegativeBalanceAttempt {
  playerId: string;
  /** `ledger` for a transfer, `games` for a provider's bet. */
  component: string;
  /** Who asked for the money: null for the player themself. */
  actor: string | null;
  reason: string;
  before?: object | null;
  after: object;
  ip?: string | null;
}

/** Records a refused attempt to take a player's balance below zero, with the player's brand. */
export async function recordNegativeBalanceAttempt(
  db: Queryable,
  attempt: NegativeBalanceAttempt,
): Promise<void> {
  await db.query(
    `INSERT INTO significant_events (type, component, brand_id, player_id, actor, reason, before,
                                     after, ip)
     SELECT 'negative_balance_attempt', $2, player.brand_id, player.id,
            COALESCE($3, 'player:' || player.username), $4, $5, $6, $7
     FROM players player WHERE player.id = $1`,
    [
      attempt.playerId,
      attempt.component,
      attempt.actor,
      attempt.reason,
      attempt.before ?? null,
      attempt.after,
      attempt.ip ?? null,
    ],
  );
}

/**
 * Every call the ledger refused for a player's balance (ShortfallError) is a negative balance
 * attempt, recorded before the refusal is answered; the answer stays the refusal.
 */
export function recordLedgerShortfalls(app: FastifyInstance, db: Queryable): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof ShortfallError)) return;
    const { playerId, currency, available, needed } = error.shortfall;
    await recordNegativeBalanceAttempt(db, {
      playerId,
      component: 'ledger',
      actor: null,
      reason: error.message,
      before: { currency, balance: available },
      after: { currency, needed, call: `${request.method} ${request.routeOptions.url ?? ''}` },
      ip: request.ip,
    }).catch((failure: unknown) =>
      request.log.error({ err: failure }, 'significant event not kept'),
    );
  });
}
