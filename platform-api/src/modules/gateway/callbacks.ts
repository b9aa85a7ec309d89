// The provider callbacks' rules. Each call runs in one transaction that claims its provider
// transaction id first, so a repeated id answers the stored result and never moves money twice.

import assert from 'node:assert/strict';

import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { sha256 } from '../../security/tokens.js';
import { brandUsername } from '../auth/user-data.js';
import { walletEventPayload, type WalletEventBatcher } from '../wallet/events.js';
import { atCurrencyScale } from '../catalog/repository.js';
import { transferLocked, type TransferKind } from '../ledger/ledger.js';
import { Money } from '../ledger/money.js';
import { lockPlayerForGame } from '../ledger/repository.js';
import { rollBackRoundBet } from '../rounds/repository.js';
import {
  applyBet,
  applyWin,
  claimRollback,
  claimTombstone,
  completeRollback,
  findProviderSession,
  findProviderTransaction,
  findRollback,
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
  events: WalletEventBatcher,
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
  const outcome = await applyBet(pool, {
    ...request,
    gpid,
    amount: new Money(request.amount).toFixed(),
    requestHash,
    sessionTtlSeconds: SESSION_TTL_SECONDS,
  });
  return announced(outcome, events);
}

export async function win(
  pool: pg.Pool,
  events: WalletEventBatcher,
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

/** The call's answer, once the player whose balance it moved has been told (after its commit). */
function announced({ answer, moved }: GatewayOutcome, events: WalletEventBatcher) {
  if (moved !== null) {
    events.publish({
      kind: 'balanceChanged',
      playerId: moved.playerId,
      brandUsername: brandUsername(moved.brandId, moved.username),
    });
  }
  return answer;
}

export async function rollback(
  pool: pg.Pool,
  gpid: string,
  request: RollbackRequest,
): Promise<TransactionData> {
  const { transactionId } = request;
  const requestHash = hashOf(['rollback', request.sessionId, transactionId]);
  return withTransaction(pool, async (client) => {
    const session = await findProviderSession(client, request.sessionId, gpid);
    if (session === null) throw sessionError();
    if (!(await claimRollback(client, gpid, transactionId, requestHash))) {
      const stored = await findRollback(client, gpid, transactionId);
      assert.ok(stored !== null && stored.response !== null, `rollback ${transactionId}`);
      if (!stored.requestHash.equals(requestHash)) throw conflictError(transactionId);
      return stored.response as TransactionData;
    }
    // The tombstone takes the id when no bet has: a bet arriving later finds it and is refused.
    if (await claimTombstone(client, gpid, transactionId)) {
      const response = await balanceOf(client, session);
      const result = { ...response, transactionId };
      await completeRollback(client, gpid, transactionId, { refund: null, response: result });
      return result;
    }
    const stored = await findProviderTransaction(client, gpid, transactionId);
    assert.ok(stored !== null, `provider transaction ${transactionId}`);
    if (stored.kind !== 'bet' || stored.playerId !== session.playerId) {
      throw conflictError(transactionId);
    }
    assert.ok(stored.roundId !== null && stored.amount !== null && stored.currency !== null);
    if (
      !(await rollBackRoundBet(client, { gpid, roundId: stored.roundId, amount: stored.amount }))
    ) {
      throw roundError(stored.roundId);
    }
    assert.equal(stored.currency, session.currency, 'a session plays in one currency');
    const refund = {
      playerId: session.playerId,
      currency: session.currency,
      amount: stored.amount,
    };
    return moveMoney(client, session, {
      kind: 'game_rollback',
      idempotencyKey: `game:${gpid}:rollback:${transactionId}`,
      toPlayer: new Money(stored.amount),
      meta: { gpid, transactionId, roundId: stored.roundId },
      record: (result) =>
        completeRollback(client, gpid, transactionId, { refund, response: result }),
    });
  });
}

/**
 * One ledger transfer between the player and a game_settlement shard in the session's currency,
 * answering the call's result. The player's account is locked first (only this player's calls
 * wait on it), then a shard no other call holds (gateway_lock_accounts); the balance after is
 * known from the lock, and the result is recorded before the transfer.
 */
async function moveMoney(
  client: pg.PoolClient,
  session: ProviderSession,
  movement: {
    kind: TransferKind;
    idempotencyKey: string;
    toPlayer: Decimal;
    meta: Record<string, string> & { transactionId: string };
    record: (result: TransactionData) => Promise<void>;
  },
): Promise<TransactionData> {
  const locked = await lockPlayerForGame(client, session.playerId, session.currency);
  const { playerAccountId, settlementAccountId } = locked;
  const balanceAfter = new Money(locked.playerBalance).plus(movement.toPlayer);
  if (balanceAfter.isNegative()) {
    throw new ApiError(
      ErrorCode.gameInsufficientFunds,
      `Insufficient ${session.currency} balance: ` +
        `${atCurrencyScale(locked.playerBalance, session.scale)} available, ` +
        `${movement.toPlayer.negated().toFixed()} needed`,
    );
  }
  const result = {
    ...balanceData(session, balanceAfter.toFixed()),
    transactionId: movement.meta.transactionId,
  };
  await movement.record(result);

  // Both accounts are locked above, so the transfer waits on no other call.
  const { applied, balances } = await transferLocked(
    client,
    {
      idempotencyKey: movement.idempotencyKey,
      kind: movement.kind,
      postings: [
        { accountId: playerAccountId, amount: movement.toPlayer },
        { accountId: settlementAccountId, amount: movement.toPlayer.negated() },
      ],
      meta: movement.meta,
    },
    [
      walletEventPayload({
        kind: 'balanceChanged',
        playerId: session.playerId,
        brandUsername: brandUsername(session.brandId, session.username),
      }),
    ],
  );
  // The claimed provider transaction id is new, so its ledger key must be too.
  assert.ok(applied, `ledger key ${movement.idempotencyKey} applied before its provider call`);
  const stored = balances.get(playerAccountId);
  assert.ok(
    stored !== undefined && balanceAfter.eq(stored),
    `balance after ${movement.idempotencyKey}`,
  );
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
