import assert from 'node:assert/strict';

import type { Queryable } from '../../db/pool.js';

export const HOUSE_ROLES = [
  'deposits_clearing',
  'withdrawals_in_flight',
  'fx',
  'game_settlement',
  'bonus',
] as const;
export type HouseRole = (typeof HOUSE_ROLES)[number];

export type TransferKind =
  | 'deposit'
  | 'chain_deposit'
  | 'withdraw_hold'
  | 'withdraw_payout'
  | 'withdraw_release'
  | 'swap'
  | 'game_bet'
  | 'game_win'
  | 'game_rollback'
  | 'bonus';

/** A house account: its role, and for game_settlement its shard (0 when left out). */
export type AccountOwner = { playerId: string } | { houseRole: HouseRole; shard?: number };

export interface LockedAccount {
  id: string;
  currency: string;
  /** NUMERIC as text. */
  balance: string;
  playerId: string | null;
  brandId: string | null;
  username: string | null;
}

export interface StoredPosting {
  accountId: string;
  amount: string;
}

export interface StoredTransfer {
  id: string;
  kind: TransferKind;
  postings: StoredPosting[];
}

export async function findAccountId(
  db: Queryable,
  owner: AccountOwner,
  currency: string,
): Promise<string | null> {
  const { rows } =
    'playerId' in owner
      ? await db.query<{ id: string }>(
          'SELECT id FROM ledger_accounts WHERE player_id = $1 AND currency = $2',
          [owner.playerId, currency],
        )
      : await db.query<{ id: string }>(
          'SELECT id FROM ledger_accounts WHERE house_role = $1 AND currency = $2 AND shard = $3',
          [owner.houseRole, currency, owner.shard ?? 0],
        );
  return rows[0]?.id ?? null;
}

/** The new account's id, or null when a concurrent call created it first. */
export async function insertAccount(
  db: Queryable,
  owner: AccountOwner,
  currency: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ledger_accounts (player_id, house_role, currency, shard) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      'playerId' in owner ? owner.playerId : null,
      'houseRole' in owner ? owner.houseRole : null,
      currency,
      'houseRole' in owner ? (owner.shard ?? 0) : 0,
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * Inserts the transfer; null when its idempotency key is already taken. A concurrent transfer
 * with the same key makes this wait until that one commits or rolls back.
 */
export async function insertTransfer(
  db: Queryable,
  transfer: { idempotencyKey: string; kind: TransferKind; meta: object },
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ledger_transfers (idempotency_key, kind, meta) VALUES ($1, $2, $3)
     ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key_key DO NOTHING RETURNING id`,
    [transfer.idempotencyKey, transfer.kind, transfer.meta],
  );
  return rows[0]?.id ?? null;
}

export async function findTransferByKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<StoredTransfer | null> {
  const { rows } = await db.query<StoredTransfer>(
    `SELECT transfer.id, transfer.kind,
            json_agg(json_build_object('accountId', posting.account_id::text,
                                       'amount', posting.amount::text)
                     ORDER BY posting.account_id) AS postings
     FROM ledger_transfers transfer
     JOIN ledger_postings posting ON posting.transfer_id = transfer.id
     WHERE transfer.idempotency_key = $1
     GROUP BY transfer.id`,
    [idempotencyKey],
  );
  return rows[0] ?? null;
}

/** Locks the accounts in id order, so concurrent transfers never wait on each other in a cycle. */
export async function lockAccounts(db: Queryable, accountIds: string[]): Promise<LockedAccount[]> {
  const { rows } = await db.query<LockedAccount>(
    `SELECT account.id, account.currency, account.balance::text AS balance,
            account.player_id AS "playerId", player.brand_id AS "brandId", player.username
     FROM ledger_accounts account LEFT JOIN players player ON player.id = account.player_id
     WHERE account.id = ANY($1::bigint[])
     ORDER BY account.id
     FOR UPDATE OF account`,
    [accountIds],
  );
  return rows;
}

/**
 * Adds the postings to the transfer and to their accounts' balances in one statement: the
 * accounts are locked, and one round trip keeps the lock short. Returns the new balances.
 */
export async function applyPostings(
  db: Queryable,
  transferId: string,
  postings: StoredPosting[],
): Promise<Map<string, string>> {
  const accountIds = postings.map((posting) => posting.accountId);
  const amounts = postings.map((posting) => posting.amount);
  const { rows } = await db.query<{ id: string; balance: string }>(
    `WITH posted AS (
       INSERT INTO ledger_postings (transfer_id, account_id, amount)
       SELECT $1, account_id, amount
       FROM unnest($2::bigint[], $3::numeric[]) AS p(account_id, amount)),
     updated AS (
       UPDATE ledger_accounts account SET balance = account.balance + p.amount
       FROM unnest($2::bigint[], $3::numeric[]) AS p(account_id, amount)
       WHERE account.id = p.account_id
       RETURNING account.id, account.balance)
     SELECT updated.id, updated.balance::text AS balance FROM updated`,
    [transferId, accountIds, amounts],
  );
  return new Map(rows.map((row) => [row.id, row.balance]));
}

export interface LockedGameAccounts {
  playerAccountId: string;
  /** NUMERIC as text. */
  playerBalance: string;
  settlementAccountId: string;
}

/**
 * Locks the player's account in `currency` and a game_settlement shard no other call holds, in one
 * round trip, creating whichever is missing (SQL gateway_lock_accounts).
 */
export async function lockPlayerForGame(
  db: Queryable,
  playerId: string,
  currency: string,
): Promise<LockedGameAccounts> {
  const { rows } = await db.query<LockedGameAccounts>({
    name: 'ledger-lock-player-for-game',
    text: `SELECT player_account_id AS "playerAccountId", balance::text AS "playerBalance",
                  settlement_account_id AS "settlementAccountId"
           FROM gateway_lock_accounts($1, $2)`,
    values: [playerId, currency],
  });
  const locked = rows[0];
  assert.ok(locked !== undefined, `game accounts of player ${playerId} in ${currency}`);
  return locked;
}

/**
 * Inserts the transfer and adds its postings to it and to their accounts' balances, in one
 * statement; null when the idempotency key is already taken (then nothing is written). The accounts are locked by the UPDATE in no set order, so the caller must already
 * hold the lock of every account but one. Returns the new balances with their currencies.
 */
export async function insertTransferWithPostings(
  db: Queryable,
  transfer: { idempotencyKey: string; kind: TransferKind; meta: object },
  postings: StoredPosting[],
): Promise<{
  transferId: string;
  accounts: { id: string; balance: string; currency: string }[];
} | null> {
  const { rows } = await db.query<{
    transferId: string;
    id: string | null;
    balance: string | null;
    currency: string | null;
  }>({
    name: 'ledger-insert-transfer-with-postings',
    text: `WITH transfer AS (
       INSERT INTO ledger_transfers (idempotency_key, kind, meta) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key_key DO NOTHING RETURNING id),
     posting AS (
       SELECT * FROM unnest($4::bigint[], $5::numeric[]) AS posting(account_id, amount)),
     posted AS (
       INSERT INTO ledger_postings (transfer_id, account_id, amount)
       SELECT transfer.id, posting.account_id, posting.amount FROM transfer CROSS JOIN posting),
     updated AS (
       UPDATE ledger_accounts account SET balance = account.balance + posting.amount
       FROM transfer CROSS JOIN posting
       WHERE account.id = posting.account_id
       RETURNING account.id, account.balance, account.currency)
     SELECT transfer.id AS "transferId", updated.id, updated.balance::text AS balance,
            updated.currency
     FROM transfer LEFT JOIN updated ON true`,
    values: [
      transfer.idempotencyKey,
      transfer.kind,
      transfer.meta,
      postings.map((posting) => posting.accountId),
      postings.map((posting) => posting.amount),
    ],
  });
  const first = rows[0];
  if (first === undefined) return null;
  const accounts = rows.map(({ id, balance, currency }) => {
    assert.ok(id !== null && balance !== null && currency !== null, 'posting to a missing account');
    return { id, balance, currency };
  });
  return { transferId: first.transferId, accounts };
}
