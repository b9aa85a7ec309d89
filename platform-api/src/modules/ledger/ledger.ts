// The one way money moves: a transfer of postings that sum to zero per currency, applied once per
// idempotency key, inside the caller's database transaction.

import assert from 'node:assert/strict';

import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { ShortfallError } from '../../http/errors.js';
import { fitsLedger, Money } from '../../money/amounts.js';
import type { HouseRole, TransferKind } from '../../money/ledger-lists.js';
import {
  findAccountId,
  findTransferByKey,
  insertAccount,
  lockAccounts,
  postTransfer,
  type AccountOwner,
  type LockedAccount,
  type StoredPosting,
} from './repository.js';

export interface Posting {
  accountId: string;
  amount: Decimal;
}

export interface TransferRequest {
  /** Unique per movement of money: a repeat returns the original transfer and moves nothing. */
  idempotencyKey: string;
  kind: TransferKind;
  postings: Posting[];
  meta: Record<string, string>;
}

export interface TransferResult {
  transferId: string;
  /** false when the idempotency key had already been applied. */
  applied: boolean;
  /** Account id → balance (NUMERIC as text) right after this transfer; empty when not applied. */
  balances: Map<string, string>;
}

export interface AccountRef {
  owner: AccountOwner;
  currency: string;
}

export const playerAccount = (playerId: string, currency: string): AccountRef => ({
  owner: { playerId },
  currency,
});

export const houseAccount = (houseRole: HouseRole, currency: string, shard = 0): AccountRef => ({
  owner: { houseRole, shard },
  currency,
});

/**
 * The accounts' ids, in the order asked; missing accounts are created, always in one canonical
 * order. Inside a transaction a created row stays locked until commit, so two transactions
 * creating the same new accounts in different orders could each wait for the other.
 */
export async function accountIds<const Refs extends readonly AccountRef[]>(
  db: Queryable,
  refs: Refs,
): Promise<{ [Index in keyof Refs]: string }> {
  const keyOf = ({ owner, currency }: AccountRef) =>
    `${'playerId' in owner ? `player:${owner.playerId}` : `house:${owner.houseRole}:${String(owner.shard ?? 0).padStart(2, '0')}`}/${currency}`;
  const ids = new Map<string, string>();
  const canonical = [...refs].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  for (const ref of canonical) ids.set(keyOf(ref), await accountOf(db, ref.owner, ref.currency));
  return refs.map((ref) => {
    const id = ids.get(keyOf(ref));
    assert.ok(id !== undefined);
    return id;
  }) as { [Index in keyof Refs]: string };
}

/**
 * Takes the lock of a player's account in `currency` (created on first use) without moving money,
 * for a transaction that writes the player's realtime events or protection totals with no
 * transfer (a declined deposit). Transactions that move the player's money take this lock before
 * those rows, so this one queues behind them instead of holding one of those rows while they wait
 * for it. Call it before any other account lock: it is taken out of id order.
 */
export async function lockPlayerAccount(db: Queryable, playerId: string, currency: string) {
  const [accountId] = await accountIds(db, [playerAccount(playerId, currency)]);
  await lockAccounts(db, [accountId]);
}

/** The account of `owner` in `currency`, created on first use. */
async function accountOf(db: Queryable, owner: AccountOwner, currency: string): Promise<string> {
  const existing = await findAccountId(db, owner, currency);
  if (existing !== null) return existing;
  const created = await insertAccount(db, owner, currency);
  if (created !== null) return created;
  // Another transaction created it between the two statements.
  const raced = await findAccountId(db, owner, currency);
  assert.ok(raced !== null, `ledger account of ${JSON.stringify(owner)} in ${currency} vanished`);
  return raced;
}

/**
 * Applies `request` on `client`, which must be inside a transaction: the transfer, its postings
 * and the new balances commit together with whatever else the caller writes, or not at all.
 * Locks the accounts in id order, so concurrent transfers never wait on each other in a cycle,
 * checks them, and writes through postTransfer, which writes a balanceChanged event per player
 * whose balance it moved to the realtime outbox, for the caller to deliver once the transaction
 * committed (deliverAfterCommit). Refuses with errorCode 10 a transfer that would take a player account
 * below zero.
 */
export async function transfer(
  client: pg.PoolClient,
  request: TransferRequest,
): Promise<TransferResult> {
  const postings = checkedPostings(request);
  const accounts = await lockAccounts(
    client,
    postings.map((posting) => posting.accountId),
  );
  assert.equal(accounts.length, postings.length, 'every posting names an existing account');
  const byId = new Map(accounts.map((account) => [account.id, account]));
  assertBalancedPerCurrency(request.postings, byId);

  const expectedBalances = new Map<string, Decimal>();
  let shortfall: ShortfallError | null = null;
  for (const posting of request.postings) {
    const account = byId.get(posting.accountId);
    assert.ok(account !== undefined);
    const balance = new Money(account.balance).plus(posting.amount);
    if (account.playerId !== null && balance.isNegative()) {
      shortfall ??= new ShortfallError({
        playerId: account.playerId,
        currency: account.currency,
        available: new Money(account.balance).toFixed(),
        needed: posting.amount.negated().toFixed(),
      });
    }
    expectedBalances.set(account.id, balance);
  }
  if (shortfall !== null) {
    // A key applied before moves nothing and answers as before, whatever the balance is now.
    if ((await findTransferByKey(client, request.idempotencyKey)) === null) throw shortfall;
    return repeatedTransfer(client, request.idempotencyKey, postings);
  }

  const posted = await postTransfer(client, request, postings);
  if (!posted.applied) return repeatedTransfer(client, request.idempotencyKey, postings);
  for (const { id, balance } of posted.accounts) {
    const expected = expectedBalances.get(id);
    assert.ok(expected !== undefined && expected.eq(balance), `balance of account ${id}`);
  }
  return { transferId: posted.transferId, applied: true, balances: balancesOf(posted.accounts) };
}

/**
 * `transfer` in one round trip, for a caller that already holds locked (in this transaction) every
 * account of the postings but one, and has checked that no player account goes below zero (the
 * database refuses that too). The caller knows whose balance it moves, and publishes that after
 * commit. A repeated key is answered as by `transfer`.
 */
export async function transferLocked(
  client: pg.PoolClient,
  request: TransferRequest,
): Promise<TransferResult> {
  const postings = checkedPostings(request);
  const posted = await postTransfer(client, request, postings);
  if (!posted.applied) return repeatedTransfer(client, request.idempotencyKey, postings);
  const byId = new Map(
    posted.accounts.map((account) => [
      account.id,
      { ...account, playerId: null, brandId: null, username: null },
    ]),
  );
  assertBalancedPerCurrency(request.postings, byId);
  return { transferId: posted.transferId, applied: true, balances: balancesOf(posted.accounts) };
}

function balancesOf(accounts: { id: string; balance: string }[]): Map<string, string> {
  return new Map(accounts.map((account) => [account.id, account.balance]));
}

/** The request's postings as stored, once their shape is asserted. */
function checkedPostings(request: TransferRequest): StoredPosting[] {
  const postings = request.postings.map((posting) => ({
    accountId: posting.accountId,
    amount: posting.amount.toFixed(),
  }));
  assert.ok(postings.length >= 2, 'a transfer has at least two postings');
  assert.equal(
    new Set(postings.map((posting) => posting.accountId)).size,
    postings.length,
    'a transfer posts to each account once',
  );
  for (const { amount } of request.postings) {
    assert.ok(!amount.isZero() && fitsLedger(amount), `posting of ${amount.toFixed()}`);
  }
  return postings;
}

function assertBalancedPerCurrency(postings: Posting[], accounts: Map<string, LockedAccount>) {
  const sums = new Map<string, Decimal>();
  for (const posting of postings) {
    const currency = accounts.get(posting.accountId)?.currency;
    assert.ok(currency !== undefined);
    sums.set(currency, (sums.get(currency) ?? new Money(0)).plus(posting.amount));
  }
  for (const [currency, sum] of sums) {
    assert.ok(sum.isZero(), `postings in ${currency} sum to ${sum.toFixed()}, not zero`);
  }
}

/** A key applied before: the stored transfer must be this very movement, or it is a bug. */
async function repeatedTransfer(
  client: pg.PoolClient,
  idempotencyKey: string,
  postings: StoredPosting[],
): Promise<TransferResult> {
  const stored = await findTransferByKey(client, idempotencyKey);
  assert.ok(stored !== null, `transfer ${idempotencyKey} exists`);
  const normalize = (list: StoredPosting[]) =>
    list
      .map((posting) => `${posting.accountId}:${new Money(posting.amount).toFixed()}`)
      .sort()
      .join(',');
  assert.equal(
    normalize(stored.postings),
    normalize(postings),
    `idempotency key ${idempotencyKey} reused for other postings`,
  );
  return { transferId: stored.id, applied: false, balances: new Map() };
}
