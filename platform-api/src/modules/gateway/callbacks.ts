// The provider callbacks' rules. Each call runs in one transaction that claims its provider
// transaction id first, so a repeated id answers the stored result and never moves money twice.

import assert from 'node:assert/strict';

import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import { sha256 } from '../../security/tokens.js';
import { brandUsername } from '../auth/user-data.js';
import { walletEventPayload } from '../wallet/events.js';
import { atCurrencyScale } from '../catalog/repository.js';
import {
  accountIds,
  houseAccount,
  playerAccount,
  settlementShard,
  transferLocked,
  type TransferKind,
} from '../ledger/ledger.js';
import { Money } from '../ledger/money.js';
import { lockPlayerForGame, type LockedGameAccounts } from '../ledger/repository.js';
import { addBetToRound, addWinToRound, rollBackRoundBet } from '../rounds/repository.js';
import {
  claimProviderTransaction,
  claimRollback,
  claimTombstone,
  completeRollback,
  findProviderSession,
  findProviderTransaction,
  findRollback,
  insertProviderSession,
  playerBalance,
  storeProviderTransactionResponse,
  useGameToken,
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
    const session = await findProviderSession(client, sessionId, gpid, null);
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
  const session = await findProviderSession(pool, sessionId, gpid, null);
  if (session === null || !session.live) throw sessionError();
  return balanceOf(pool, session);
}

export async function bet(
  pool: pg.Pool,
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
  return withTransaction(pool, async (client) => {
    const session = await findProviderSession(client, request.sessionId, gpid, SESSION_TTL_SECONDS);
    if (session === null) throw sessionError();
    const amount = parseAmount(request.amount, session, { allowZero: false });
    const claimed = await claimProviderTransaction(client, {
      gpid,
      transactionId: request.transactionId,
      kind: 'bet',
      playerId: session.playerId,
      roundId: request.roundId,
      currency: session.currency,
      amount: amount.toFixed(),
      requestHash,
    });
    if (!claimed) return storedResult(client, gpid, request.transactionId, 'bet', requestHash);
    if (!session.live) throw sessionError();
    if (request.gameCode !== session.gameCode) {
      throw badRequestError(`The session plays ${session.gameCode}, not ${request.gameCode}`);
    }
    const opened = await addBetToRound(client, {
      gpid,
      roundId: request.roundId,
      playerId: session.playerId,
      gameCode: session.gameCode,
      currency: session.currency,
      amount: amount.toFixed(),
    });
    if (!opened) throw roundError(request.roundId);
    return moveMoney(client, session, {
      kind: 'game_bet',
      idempotencyKey: `game:${gpid}:${request.transactionId}`,
      toPlayer: amount.negated(),
      meta: { gpid, transactionId: request.transactionId, roundId: request.roundId },
      record: (result) =>
        storeProviderTransactionResponse(client, gpid, request.transactionId, result),
    });
  });
}

export async function win(
  pool: pg.Pool,
  gpid: string,
  request: WinRequest,
): Promise<TransactionData> {
  const requestHash = hashOf(['win', request.sessionId, request.roundId, request.amount]);
  return withTransaction(pool, async (client) => {
    // Wins settle rounds already paid for, so an expired session still takes them.
    const session = await findProviderSession(client, request.sessionId, gpid, null);
    if (session === null) throw sessionError();
    const amount = parseAmount(request.amount, session, { allowZero: true });
    const claimed = await claimProviderTransaction(client, {
      gpid,
      transactionId: request.transactionId,
      kind: 'win',
      playerId: session.playerId,
      roundId: request.roundId,
      currency: session.currency,
      amount: amount.toFixed(),
      requestHash,
    });
    if (!claimed) return storedResult(client, gpid, request.transactionId, 'win', requestHash);
    const settled = await addWinToRound(client, {
      gpid,
      roundId: request.roundId,
      playerId: session.playerId,
      currency: session.currency,
      amount: amount.toFixed(),
    });
    if (!settled) throw roundError(request.roundId);
    const record = (result: TransactionData) =>
      storeProviderTransactionResponse(client, gpid, request.transactionId, result);
    if (amount.isZero()) {
      const result = {
        ...(await balanceOf(client, session)),
        transactionId: request.transactionId,
      };
      await record(result);
      return result;
    }
    return moveMoney(client, session, {
      kind: 'game_win',
      idempotencyKey: `game:${gpid}:${request.transactionId}`,
      toPlayer: amount,
      meta: { gpid, transactionId: request.transactionId, roundId: request.roundId },
      record,
    });
  });
}

export async function rollback(
  pool: pg.Pool,
  gpid: string,
  request: RollbackRequest,
): Promise<TransactionData> {
  const { transactionId } = request;
  const requestHash = hashOf(['rollback', request.sessionId, transactionId]);
  return withTransaction(pool, async (client) => {
    const session = await findProviderSession(client, request.sessionId, gpid, null);
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
 * One ledger transfer between the player and the player's game_settlement shard in the session's
 * currency, answering the call's result. Other players' transfers may lock the same shard, so that
 * lock is taken last and held only for the transfer and the commit: the player's account is
 * locked first (only this player's calls wait on it), the balance after is known from it, and the
 * result is recorded before the transfer. Deadlock-free: no transaction holding a game_settlement
 * shard ever waits on another account, since it already holds its player's.
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
  const shard = settlementShard(session.playerId);
  const locked = await lockGameAccounts(client, session, shard);
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

  // The player's account is locked above: the shard is the only lock the transfer waits for.
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

/**
 * Locks the player's account and finds the game_settlement shard's id in one round trip; creates
 * whichever is missing first (their first game transfer).
 */
async function lockGameAccounts(
  client: pg.PoolClient,
  session: ProviderSession,
  shard: number,
): Promise<LockedGameAccounts & { settlementAccountId: string }> {
  let locked = await lockPlayerForGame(client, session.playerId, session.currency, shard);
  if (locked === null || locked.settlementAccountId === null) {
    await accountIds(client, [
      playerAccount(session.playerId, session.currency),
      houseAccount('game_settlement', session.currency, shard),
    ] as const);
    locked = await lockPlayerForGame(client, session.playerId, session.currency, shard);
  }
  assert.ok(locked !== null, `account of player ${session.playerId} in ${session.currency}`);
  const { settlementAccountId } = locked;
  assert.ok(settlementAccountId !== null, `game_settlement shard ${shard} in ${session.currency}`);
  return { ...locked, settlementAccountId };
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

/** A transaction id seen before: the same call and body get its stored answer. */
async function storedResult(
  client: pg.PoolClient,
  gpid: string,
  transactionId: string,
  kind: 'bet' | 'win',
  requestHash: Buffer,
): Promise<TransactionData> {
  const stored = await findProviderTransaction(client, gpid, transactionId);
  assert.ok(stored !== null, `provider transaction ${transactionId}`);
  if (stored.kind === 'tombstone' && kind === 'bet') {
    throw new ApiError(
      ErrorCode.providerTransactionRolledBack,
      `Transaction ${transactionId} was rolled back; the bet is refused`,
    );
  }
  if (
    stored.kind !== kind ||
    stored.requestHash === null ||
    !stored.requestHash.equals(requestHash)
  ) {
    throw conflictError(transactionId);
  }
  assert.ok(stored.response !== null, `stored response of ${transactionId}`);
  return stored.response as TransactionData;
}

function parseAmount(
  text: string,
  session: ProviderSession,
  { allowZero }: { allowZero: boolean },
) {
  const amount = new Money(text);
  if (amount.decimalPlaces() > session.scale) {
    throw badRequestError(
      `${session.currency} amounts have at most ${session.scale} decimal places`,
    );
  }
  if (!allowZero && amount.isZero()) throw badRequestError('amount must be greater than zero');
  return amount;
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
