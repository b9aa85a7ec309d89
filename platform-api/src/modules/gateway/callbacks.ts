// The provider callbacks' rules. Each call runs in one transaction that claims its provider
// transaction id first, so a repeated id answers the stored result and never moves money twice.

import assert from 'node:assert/strict';

import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { brandUsername } from '../../identity/usernames.js';
import { Money, atCurrencyScale } from '../../money/amounts.js';
import { sha256 } from '../../security/tokens.js';
import { recordNegativeBalanceAttempt } from '../compliance/index.js';
import { isJackpotRound, payJackpot } from '../jackpot/index.js';
import { lockPlayerForGame } from '../ledger/index.js';
import { isPlayersRound } from '../rounds/index.js';
import type { OutboxRelay } from '../wallet-events/index.js';
import {
  applyBet,
  applyFreeSpin,
  applyRollback,
  applyWin,
  checkPlayOpen,
  findProviderSession,
  findPlayableFreeSpins,
  insertProviderSession,
  playerBalance,
  useGameToken,
  type GatewayOutcome,
  type ProviderSession,
} from './repository.js';
import type {
  AuthenticateData,
  BalanceData,
  BetRequest,
  FreeSpinData,
  FreeSpinRequest,
  FreeSpinsData,
  JackpotData,
  JackpotRequest,
  RollbackRequest,
  TransactionData,
  WinRequest,
} from './schemas.js';

/** A provider session lasts this long after its last bet. */
export const SESSION_TTL_SECONDS = 30 * 60;

export async function authenticate(
  pool: pg.Pool,
  gpid: string,
  token: string,
): Promise<AuthenticateData> {
  return withTransaction(pool, async (client) => {
    const grant = await useGameToken(client, sha256(token), gpid);
    if (grant === null) {
      throw new ApiError(ErrorCode.gameTokenInvalid, 'Unknown, expired or already used game token');
    }
    await checkPlayOpen(client, grant.playerId);
    const sessionId = await insertProviderSession(client, {
      ...grant,
      gpid,
      ttlSeconds: SESSION_TTL_SECONDS,
    });
    const session = await findProviderSession(client, sessionId, gpid);
    assert.ok(session !== null && session.live, `new session ${sessionId}`);
    return {
      sessionId,
      player: {
        playerId: session.playerId,
        username: brandUsername(session.brandId, session.username),
      },
      gameCode: session.gameCode,
      ...(await balanceOf(client, session)),
    };
  });
}

export async function balance(
  pool: pg.Pool,
  gpid: string,
  sessionId: string,
): Promise<BalanceData> {
  const session = await findProviderSession(pool, sessionId, gpid);
  if (session === null || !session.live) throw sessionError();
  return balanceOf(pool, session);
}

export async function bet(
  pool: pg.Pool,
  events: OutboxRelay,
  gpid: string,
  request: BetRequest,
): Promise<TransactionData> {
  const requestHash = hashOf([
    'bet',
    request.sessionId,
    request.roundId,
    request.gameCode,
    request.amount,
  ]);
  const amount = new Money(request.amount).toFixed();
  try {
    const outcome = await applyBet(pool, {
      ...request,
      gpid,
      amount,
      requestHash,
      sessionTtlSeconds: SESSION_TTL_SECONDS,
    });
    return announced(outcome, events);
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === ErrorCode.gameInsufficientFunds) {
      await recordRefusedBet(pool, gpid, request, amount, error.message);
    }
    throw error;
  }
}

/** A bet refused for the player's balance is a negative balance attempt (GLI-19 2.8.8). */
async function recordRefusedBet(
  pool: pg.Pool,
  gpid: string,
  request: BetRequest,
  amount: string,
  reason: string,
): Promise<void> {
  const session = await findProviderSession(pool, request.sessionId, gpid);
  if (session === null) return;
  await recordNegativeBalanceAttempt(pool, {
    playerId: session.playerId,
    component: 'games',
    actor: `provider:${gpid}`,
    reason,
    after: {
      gpid,
      roundId: request.roundId,
      transactionId: request.transactionId,
      currency: session.currency,
      amount,
    },
  });
}

export async function win(
  pool: pg.Pool,
  events: OutboxRelay,
  gpid: string,
  request: WinRequest,
): Promise<TransactionData> {
  const requestHash = hashOf(['win', request.sessionId, request.roundId, request.amount]);
  const outcome = await applyWin(pool, {
    ...request,
    gpid,
    amount: new Money(request.amount).toFixed(),
    requestHash,
  });
  return announced(outcome, events);
}

/** The free spins the session's player can play on its game now (docs/bonus.md#free-spins). */
export async function freeSpins(
  pool: pg.Pool,
  gpid: string,
  sessionId: string,
): Promise<FreeSpinsData> {
  const session = await findProviderSession(pool, sessionId, gpid);
  if (session === null || !session.live) throw sessionError();
  return { freeSpins: await findPlayableFreeSpins(pool, { ...session, gpid }) };
}

/**
 * Plays one free spin of the player's active grant: nothing is taken from the player, the win is
 * credited as the grant's offer says; idempotent by transactionId.
 */
export async function freeSpin(
  pool: pg.Pool,
  events: OutboxRelay,
  gpid: string,
  request: FreeSpinRequest,
): Promise<FreeSpinData> {
  const requestHash = hashOf([
    'free_spin',
    request.sessionId,
    request.roundId,
    request.grantId,
    request.stake,
    request.amount,
  ]);
  const outcome = await applyFreeSpin(pool, {
    ...request,
    gpid,
    stake: new Money(request.stake).toFixed(),
    amount: new Money(request.amount).toFixed(),
    requestHash,
    sessionTtlSeconds: SESSION_TTL_SECONDS,
  });
  // game_wallet_free_spin answers the spin's number with the balance.
  return announced(outcome, events) as FreeSpinData;
}

/**
 * Pays the brand's progressive jackpot to the session's player for one of its rounds
 * (docs/jackpot.md): once per round, whatever the transaction id; a repeat answers what the first
 * paid. Like a win, it crowns a round already paid for, so an expired session still takes it.
 */
export async function jackpot(
  pool: pg.Pool,
  events: OutboxRelay,
  gpid: string,
  request: JackpotRequest,
): Promise<JackpotData> {
  const { sessionId, transactionId, roundId } = request;
  const outcome = await withTransaction(pool, async (client) => {
    const session = await findProviderSession(client, sessionId, gpid);
    if (session === null) throw sessionError();
    // The player's account first, in the order bets lock theirs; the pool after it.
    const accounts = await lockPlayerForGame(client, session.playerId, session.currency);
    const round = { gpid, roundId, playerId: session.playerId, currency: session.currency };
    if (!(await isPlayersRound(client, round))) throw roundError(roundId);
    if (!(await isJackpotRound(client, { brandId: session.brandId, gpid, roundId }))) {
      throw new ApiError(
        ErrorCode.jackpotNotAllowed,
        `Provider ${gpid} may not pay this brand's jackpot for round ${roundId}`,
      );
    }
    const payout = await payJackpot(client, {
      brandId: session.brandId,
      currency: session.currency,
      playerAccountId: accounts.playerAccountId,
      idempotencyKey: `jackpot-win:${gpid}:${roundId}`,
      meta: { gpid, transactionId, roundId },
    });
    if (payout === null) {
      throw new ApiError(
        ErrorCode.jackpotUnavailable,
        `The brand has no active jackpot in ${session.currency}`,
      );
    }
    const balance = await playerBalance(client, session.playerId, session.currency);
    return {
      answer: { ...balanceData(session, balance), transactionId, amount: payout.paid },
      moved: payout.applied ? session : null,
    };
  });
  return announced(outcome, events);
}

/** The call's answer, once the player whose balance it moved has been told (after its commit). */
function announced<Answer>(
  { answer, moved }: { answer: Answer; moved: GatewayOutcome['moved'] },
  events: OutboxRelay,
) {
  // Its events (balance, jackpot) are in the outbox, written with the transfer: deliver them soon.
  if (moved !== null) events.kick();
  return answer;
}

/**
 * Reverses a bet (SQL gateway_rollback, on the game wallet's one rollback rule): refunded once,
 * an unknown bet tombstoned; idempotent by the bet's transactionId.
 */
export async function rollback(
  pool: pg.Pool,
  events: OutboxRelay,
  gpid: string,
  request: RollbackRequest,
): Promise<TransactionData> {
  const requestHash = hashOf(['rollback', request.sessionId, request.transactionId]);
  return announced(await applyRollback(pool, { ...request, gpid, requestHash }), events);
}

async function balanceOf(
  db: pg.Pool | pg.PoolClient,
  session: ProviderSession,
): Promise<BalanceData> {
  return balanceData(session, await playerBalance(db, session.playerId, session.currency));
}

function balanceData(session: ProviderSession, balance: string): BalanceData {
  return { balance: atCurrencyScale(balance, session.scale), currency: session.currency };
}

/** Hash of a call's fields in a fixed order: equal bodies hash equal, whatever their key order. */
function hashOf(fields: string[]): Buffer {
  return sha256(JSON.stringify(fields));
}

const sessionError = () =>
  new ApiError(ErrorCode.gameSessionInvalid, 'Unknown or expired provider session');

const roundError = (roundId: string) =>
  new ApiError(ErrorCode.roundNotOpen, `Round ${roundId} is not open to this call`);
