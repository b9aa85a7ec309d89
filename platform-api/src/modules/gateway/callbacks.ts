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
import { lockPlayerForGame, transferLocked, type LockedGameAccounts } from '../ledger/index.js';
import { isPlayersRound, rollBackRoundBet } from '../rounds/index.js';
import type { OutboxRelay } from '../wallet-events/index.js';
import {
  applyBet,
  applyFreeSpin,
  applyWin,
  checkPlayOpen,
  claimRollback,
  claimTombstone,
  completeRollback,
  findProviderSession,
  findPlayableFreeSpins,
  findProviderTransaction,
  findRollback,
  insertProviderSession,
  playerBalance,
  recordRefund,
  refundSplit,
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
  // gateway_free_spin answers the spin's number with the balance.
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

export async function rollback(
  pool: pg.Pool,
  events: OutboxRelay,
  gpid: string,
  request: RollbackRequest,
): Promise<TransactionData> {
  const { transactionId } = request;
  const requestHash = hashOf(['rollback', request.sessionId, transactionId]);
  const outcome = await withTransaction(pool, async (client): Promise<GatewayOutcome> => {
    const session = await findProviderSession(client, request.sessionId, gpid);
    if (session === null) throw sessionError();
    if (!(await claimRollback(client, gpid, transactionId, requestHash))) {
      const stored = await findRollback(client, gpid, transactionId);
      assert.ok(stored !== null && stored.response !== null, `rollback ${transactionId}`);
      if (!stored.requestHash.equals(requestHash)) throw conflictError(transactionId);
      return { answer: stored.response as TransactionData, moved: null };
    }
    // The tombstone takes the id when no bet has: a bet arriving later finds it and is refused.
    if (await claimTombstone(client, gpid, transactionId)) {
      const response = await balanceOf(client, session);
      const result = { ...response, transactionId };
      await completeRollback(client, gpid, transactionId, { refund: null, response: result });
      return { answer: result, moved: null };
    }
    const stored = await findProviderTransaction(client, gpid, transactionId);
    assert.ok(stored !== null, `provider transaction ${transactionId}`);
    if (stored.kind !== 'bet' || stored.playerId !== session.playerId) {
      throw conflictError(transactionId);
    }
    assert.ok(stored.roundId !== null && stored.amount !== null && stored.currency !== null);
    assert.equal(stored.currency, session.currency, 'a session plays in one currency');
    // The player's account before the round, in the order bets and wins lock them, so a rollback
    // and a win of one round never wait on each other in a cycle.
    const accounts = await lockPlayerForGame(client, session.playerId, session.currency);
    const bet = { gpid, transactionId, roundId: stored.roundId, amount: stored.amount };
    if (!(await rollBackRoundBet(client, bet))) throw roundError(stored.roundId);
    return { answer: await refundBet(client, session, accounts, bet), moved: session };
  });
  return announced(outcome, events);
}

/**
 * Gives a rolled-back bet's stake back by its split (refundSplit): one ledger transfer from the
 * game_settlement shard to the player and to the active grant the stake came from, every account
 * locked by the caller (gateway_lock_accounts) or the split, so it waits on no other call; then the
 * grant's side (recordRefund). The answer, the balance after, is recorded with the rollback.
 */
async function refundBet(
  client: pg.PoolClient,
  session: ProviderSession,
  accounts: LockedGameAccounts,
  bet: { gpid: string; transactionId: string; roundId: string; amount: string },
): Promise<TransactionData> {
  const split = await refundSplit(client, bet);
  const realRefund = new Money(split.realRefund);
  const bonusRefund = new Money(split.bonusRefund);
  const balanceAfter = new Money(accounts.playerBalance)
    .plus(accounts.bonusBalance)
    .plus(realRefund)
    .plus(bonusRefund);
  const result = {
    ...balanceData(session, balanceAfter.toFixed()),
    transactionId: bet.transactionId,
  };
  await completeRollback(client, bet.gpid, bet.transactionId, {
    refund: { playerId: session.playerId, currency: session.currency, amount: bet.amount },
    response: result,
  });
  const refund = realRefund.plus(bonusRefund);
  // A forfeited grant's part is not paid: a stake that was all its money refunds nothing.
  if (refund.isZero()) return result;
  const idempotencyKey = `game:${bet.gpid}:rollback:${bet.transactionId}`;
  const postings = [{ accountId: accounts.settlementAccountId, amount: refund.negated() }];
  if (!realRefund.isZero())
    postings.push({ accountId: accounts.playerAccountId, amount: realRefund });
  if (!bonusRefund.isZero() && split.grantAccountId !== null) {
    postings.push({ accountId: split.grantAccountId, amount: bonusRefund });
  }
  const { applied, transferId, balances } = await transferLocked(client, {
    idempotencyKey,
    kind: 'game_rollback',
    postings,
    meta: { gpid: bet.gpid, transactionId: bet.transactionId, roundId: bet.roundId },
  });
  // The claimed rollback is new, so its ledger key must be too.
  assert.ok(applied, `ledger key ${idempotencyKey} applied before its rollback`);
  if (!realRefund.isZero()) {
    const stored = balances.get(accounts.playerAccountId);
    const expected = new Money(accounts.playerBalance).plus(realRefund);
    assert.ok(stored !== undefined && expected.eq(stored), `balance after ${idempotencyKey}`);
  }
  if (split.stakeEntryId !== null) await recordRefund(client, split.stakeEntryId, bet, transferId);
  return result;
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

const conflictError = (transactionId: string) =>
  new ApiError(
    ErrorCode.providerTransactionConflict,
    `Transaction ${transactionId} was already used for another call or body`,
  );

const roundError = (roundId: string) =>
  new ApiError(ErrorCode.roundNotOpen, `Round ${roundId} is not open to this call`);
