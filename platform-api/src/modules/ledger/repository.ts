import assert from 'node:assert/strict';

import type { Queryable } from '../../db/pool.js';
import type { HouseRole, TransferKind } from '../../money/ledger-lists.js';

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

export interface LockedGameAccounts {
  playerAccountId: string;
  /** NUMERIC as text. */
  playerBalance: string;
  settlementAccountId: string;
  /** The player's active bonus grant in the currency, locked too; null when there is none. */
  grantId: string | null;
  grantAccountId: string | null;
  /** The active grant's bonus balance (NUMERIC as text); "0" when there is none. */
  bonusBalance: string;
}

/**
 * Locks the player's account in `currency`, the active bonus grant's account in it if any, and a
 * game_settlement shard no other call holds, in one
 * round trip, creating whichever is missing (SQL game_wallet_lock_accounts).
 */
export async function lockPlayerForGame(
  db: Queryable,
  playerId: string,
  currency: string,
): Promise<LockedGameAccounts> {
  const { rows } = await db.query<LockedGameAccounts>({
    name: 'ledger-lock-player-for-game',
    text: `SELECT player_account_id AS "playerAccountId", balance::text AS "playerBalance",
                  settlement_account_id AS "settlementAccountId", grant_id AS "grantId",
                  grant_account_id AS "grantAccountId", bonus_balance::text AS "bonusBalance"
           FROM game_wallet_lock_accounts($1, $2)`,
    values: [playerId, currency],
  });
  const locked = rows[0];
  assert.ok(locked !== undefined, `game accounts of player ${playerId} in ${currency}`);
  return locked;
}

export interface PostedTransfer {
  transferId: string;
  /** false when the idempotency key had already been applied: then nothing moved. */
  applied: boolean;
  /** Each posting's account after the transfer, in the order of the postings; empty when not applied. */
  accounts: { id: string; balance: string; currency: string }[];
}

/**
 * Writes the transfer, its postings and the new balances through ledger_post_transfer, the one
 * writer of the ledger (db/definitions/functions/ledger_post_transfer.sql). The caller holds the
 * lock of every account but one and has checked the players' funds.
 */
export async function postTransfer(
  db: Queryable,
  transfer: { idempotencyKey: string; kind: TransferKind; meta: object },
  postings: StoredPosting[],
): Promise<PostedTransfer> {
  const accountIds = postings.map((posting) => posting.accountId);
  const { rows } = await db.query<{
    transferId: string;
    applied: boolean;
    accounts: string[] | null;
    balances: string[] | null;
    currencies: string[] | null;
  }>({
    name: 'ledger-post-transfer',
    text: `SELECT transfer_id AS "transferId", applied, accounts::text[] AS accounts,
                  balances::text[] AS balances, currencies
           FROM ledger_post_transfer($1, $2, $3, $4::bigint[], $5::numeric[])`,
    values: [
      transfer.kind,
      transfer.idempotencyKey,
      transfer.meta,
      accountIds,
      postings.map((posting) => posting.amount),
    ],
  });
  const posted = rows[0];
  assert.ok(posted !== undefined, `transfer ${transfer.idempotencyKey} posted`);
  const { transferId, applied } = posted;
  if (!applied) return { transferId, applied, accounts: [] };
  const byId = new Map(
    (posted.accounts ?? []).map((id, index) => [
      id,
      { balance: posted.balances?.[index], currency: posted.currencies?.[index] },
    ]),
  );
  return {
    transferId,
    applied,
    accounts: accountIds.map((id) => {
      const { balance, currency } = byId.get(id) ?? {};
      assert.ok(balance !== undefined && currency !== undefined, `posting to account ${id}`);
      return { id, balance, currency };
    }),
  };
}
