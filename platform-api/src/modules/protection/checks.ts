// The checks other modules run inside the transaction of the movement they govern. The rules live
// in SQL (db/definitions/functions/protection_check_*.sql), so the provider gateway's one-statement
// bet applies the same ones; a refusal throws the ApiError it stands for.

import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { ApiError, ErrorCode, errorCodeName, refusalOf } from '../../http/errors.js';
import { exclusionMessage, isBlocked } from './repository.js';

async function refusedOrDone(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

/**
 * A deposit request: refused while excluded (errorCode 41), by the brand's verification gates or
 * AML threshold (42), or beyond a deposit limit (40). Holds the player's protection lock until the
 * transaction ends, so concurrent deposits count each other.
 */
export function checkDeposit(
  client: Queryable,
  deposit: { playerId: string; currency: string; amount: Decimal },
): Promise<void> {
  return refusedOrDone(
    client.query('SELECT protection_check_deposit($1, $2, $3)', [
      deposit.playerId,
      deposit.currency,
      deposit.amount.toFixed(),
    ]),
  );
}

/**
 * What a deposit that cannot be refused (it arrived on chain) would have met: the refusal's error
 * code name and message, or null. The check runs in a savepoint, so a refusal leaves nothing of
 * it; one that passes keeps the player's protection lock, as `checkDeposit` does.
 */
export async function depositRefusal(
  client: pg.PoolClient,
  deposit: { playerId: string; currency: string; amount: Decimal },
): Promise<{ rule: string; message: string } | null> {
  await client.query('SAVEPOINT deposit_refusal');
  try {
    await checkDeposit(client, deposit);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await client.query('ROLLBACK TO SAVEPOINT deposit_refusal');
    return { rule: errorCodeName(error.errorCode), message: error.message };
  }
  await client.query('RELEASE SAVEPOINT deposit_refusal');
  return null;
}

/** A withdrawal request: refused (42) while the brand requires a verified identity first. */
export function checkWithdrawal(client: Queryable, playerId: string): Promise<void> {
  return refusedOrDone(client.query('SELECT protection_check_withdrawal($1)', [playerId]));
}

/**
 * A game bet, for any wallet that takes bets: refused while the player may not play (errorCode
 * gamePlayerDisabled) or beyond a loss or wager limit (gameLimitReached). Call it in the bet's
 * transaction, before the bet's transfer; the demo provider's gateway runs the same check in SQL.
 * Bets count against loss and wager limits once in provider_transactions (or, for another
 * wallet's own table, once protection_usage reads it).
 */
export function checkGameBet(
  client: Queryable,
  bet: { playerId: string; currency: string; amount: Decimal },
): Promise<void> {
  return refusedOrDone(
    client.query('SELECT protection_check_bet($1, $2, $3, false)', [
      bet.playerId,
      bet.currency,
      bet.amount.toFixed(),
    ]),
  );
}

/**
 * Bonuses and promotions: refused while the operator has blocked the player (50) or while it is
 * timed out or self-excluded (41).
 */
export async function checkBonus(db: Queryable, playerId: string): Promise<void> {
  if (await isBlocked(db, playerId)) {
    throw new ApiError(ErrorCode.playerBlocked, 'The player is blocked: no bonus can be credited');
  }
  const message = await exclusionMessage(db, playerId);
  if (message !== null) {
    throw new ApiError(ErrorCode.playerExcluded, `${message}: no bonus can be credited`);
  }
}

/** Whether the player is timed out or self-excluded now. */
export async function isExcluded(db: Queryable, playerId: string): Promise<boolean> {
  return (await exclusionMessage(db, playerId)) !== null;
}
