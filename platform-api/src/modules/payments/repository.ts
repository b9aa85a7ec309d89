import {
  DUPLICATE_WINDOW_MINUTES,
  WIRE_TRANSACTION_STATUS,
  type PaymentDeclineReason,
  type PaymentQueueSort,
  type PaymentStatus,
  type Transaction,
  type TransactionCategory,
} from '@croupier/contracts';

import { returnedRow, type Queryable } from '../../db/pool.js';
import type { PageQuery } from '../../http/paging.js';
import { atCurrencyScale } from '../../money/amounts.js';

// Deposit and withdrawal transactions.

export type PaymentType = 'DEPOSIT' | 'WITHDRAW';

export interface NewPayment {
  playerId: string;
  transactionType: PaymentType;
  status: PaymentStatus;
  currency: string;
  /** Decimal string at the currency's scale. */
  amount: string;
  paymentChannel: string | null;
  network: string | null;
  toAddress: string | null;
  receipt: { file: string; mime: string } | null;
  /** A deposit's chosen deposit-match offer, granted on approval (docs/bonus.md). */
  bonusOfferId?: string | null;
}

export async function insertPayment(db: Queryable, payment: NewPayment): Promise<string> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO payments (player_id, transaction_type, status, currency, amount,
       payment_channel, network, to_address, receipt_file, receipt_mime, bonus_offer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      payment.playerId,
      payment.transactionType,
      payment.status,
      payment.currency,
      payment.amount,
      payment.paymentChannel,
      payment.network,
      payment.toAddress,
      payment.receipt?.file ?? null,
      payment.receipt?.mime ?? null,
      payment.bonusOfferId ?? null,
    ],
  );
  return returnedRow(inserted, 'payment insert').id;
}

/** Why player protection holds a chain deposit: the rule's error code name and its message. */
export interface DepositHold {
  rule: string;
  message: string;
}

/**
 * A confirmed chain deposit, credited (approved) or, with `hold`, held; null when (network, txHash)
 * was recorded before.
 */
export async function insertChainDeposit(
  db: Queryable,
  deposit: { playerId: string; currency: string; amount: string; network: string; txHash: string },
  hold: DepositHold | null,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO payments (player_id, transaction_type, status, currency, amount,
       network, tx_hash, hold_reason, hold_message)
     VALUES ($1, 'DEPOSIT', $6, $2, $3, $4, $5, $7, $8)
     ON CONFLICT ON CONSTRAINT payments_network_tx_hash_key DO NOTHING RETURNING id`,
    [
      deposit.playerId,
      deposit.currency,
      deposit.amount,
      deposit.network,
      deposit.txHash,
      hold === null ? 'approved' : 'held',
      hold?.rule ?? null,
      hold?.message ?? null,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Ends a held chain deposit: released (approved) or returned (with the reason). */
export async function updateHeldDeposit(
  db: Queryable,
  transactionId: string,
  outcome: { status: 'approved' | 'returned'; reason: string | null; by: string },
): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE payments SET status = $2, reason = $3, decided_by = $4, updated_at = now()
     WHERE id = $1 AND status = 'held'`,
    [transactionId, outcome.status, outcome.reason, outcome.by],
  );
  if (rowCount !== 1) throw new Error(`Transaction ${transactionId} was not held`);
}

export async function findChainDeposit(
  db: Queryable,
  network: string,
  txHash: string,
): Promise<{ id: string; playerId: string; currency: string; amount: string } | null> {
  const { rows } = await db.query<{
    id: string;
    playerId: string;
    currency: string;
    amount: string;
  }>(
    `SELECT id, player_id AS "playerId", currency, amount::text AS amount
     FROM payments WHERE network = $1 AND tx_hash = $2`,
    [network, txHash],
  );
  return rows[0] ?? null;
}

export interface LockedPayment {
  id: string;
  playerId: string;
  brandId: string;
  username: string;
  transactionType: PaymentType;
  status: PaymentStatus;
  currency: string;
  /** NUMERIC as text. */
  amount: string;
  scale: number;
  reason: string | null;
  /** The rule that held a chain deposit; null for every other transaction. */
  holdReason: string | null;
  /** Who gave the first of two approvals, while the transaction waits for the second. */
  firstApprovedBy: string | null;
  /** The brand's amount in this currency above which two approvals are needed; null: one does. */
  secondApprovalAbove: string | null;
  /** A deposit's chosen deposit-match offer. */
  bonusOfferId: string | null;
}

/** Locks one transaction against concurrent decisions until the transaction ends. */
export async function lockPayment(
  db: Queryable,
  transactionId: string,
): Promise<LockedPayment | null> {
  const { rows } = await db.query<LockedPayment>(
    `SELECT payment.id, payment.player_id AS "playerId", player.brand_id AS "brandId",
            player.username, payment.transaction_type AS "transactionType", payment.status,
            payment.currency, payment.amount::text AS amount, currency.scale, payment.reason,
            payment.hold_reason AS "holdReason", payment.first_approved_by AS "firstApprovedBy",
            second_approval.above::text AS "secondApprovalAbove",
            payment.bonus_offer_id AS "bonusOfferId"
     FROM payments payment
     JOIN players player ON player.id = payment.player_id
     JOIN currencies currency ON currency.code = payment.currency
     LEFT JOIN payment_second_approval second_approval
       ON second_approval.brand_id = player.brand_id AND second_approval.currency = payment.currency
     WHERE payment.id = $1
     FOR UPDATE OF payment`,
    [transactionId],
  );
  return rows[0] ?? null;
}

export async function updatePaymentDecision(
  db: Queryable,
  transactionId: string,
  decision: {
    status: 'approved' | 'declined';
    /** A decline's code from the closed list, kept as its reason too. */
    reason: PaymentDeclineReason | null;
    staffNote: string | null;
    by: string;
  },
): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE payments SET status = $2, reason = $3, reason_code = $3, staff_note = $4,
       decided_by = $5, updated_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [transactionId, decision.status, decision.reason, decision.staffNote, decision.by],
  );
  if (rowCount !== 1) throw new Error(`Transaction ${transactionId} was not pending`);
}

/** The one text value `sql` selects (as `value`) for `key`; null when it selects no row. */
async function valueOf(db: Queryable, sql: string, key: string): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>(sql, [key]);
  return rows[0]?.value ?? null;
}

/** The brand of the player a deposit or withdrawal belongs to; null if there is none. */
export const findPaymentBrand = (db: Queryable, transactionId: string) =>
  valueOf(
    db,
    `SELECT player.brand_id AS value FROM payments payment
     JOIN players player ON player.id = payment.player_id WHERE payment.id = $1`,
    transactionId,
  );

/** The player who asked for the payment; null if there is no such payment. */
export const findPaymentPlayer = (db: Queryable, transactionId: string) =>
  valueOf(db, 'SELECT player_id AS value FROM payments WHERE id = $1', transactionId);

/** The brand of the player a crypto deposit address was issued to; null if none was. */
export const findCryptoAddressBrand = (db: Queryable, address: string) =>
  valueOf(
    db,
    `SELECT player.brand_id AS value FROM crypto_addresses issued
     JOIN players player ON player.id = issued.player_id WHERE issued.address = $1`,
    address,
  );

export async function findReceipt(
  db: Queryable,
  transactionId: string,
): Promise<{ file: string | null; mime: string | null } | null> {
  const { rows } = await db.query<{ file: string | null; mime: string | null }>(
    'SELECT receipt_file AS file, receipt_mime AS mime FROM payments WHERE id = $1',
    [transactionId],
  );
  return rows[0] ?? null;
}

export interface RecentPaymentRow {
  amount: string;
  scale: number;
  currency: string;
  currencyLogo: string;
  username: string;
  transactionType: PaymentType;
}

export async function listRecentPayments(
  db: Queryable,
  brandId: string,
  limit: number,
): Promise<RecentPaymentRow[]> {
  const { rows } = await db.query<RecentPaymentRow>(
    `SELECT payment.amount::text AS amount, currency.scale, payment.currency,
            currency.logo AS "currencyLogo", player.username,
            payment.transaction_type AS "transactionType"
     FROM payments payment
     JOIN players player ON player.id = payment.player_id
     JOIN currencies currency ON currency.code = payment.currency
     WHERE player.brand_id = $1 AND payment.status = 'approved'
     ORDER BY payment.updated_at DESC, payment.id
     LIMIT $2`,
    [brandId, limit],
  );
  return rows;
}

// Every money transaction of a player (the account_transactions view).

interface AccountTransactionRow {
  transactionId: string;
  category: TransactionCategory;
  transactionType: Transaction['transactionType'];
  status: PaymentStatus;
  currency: string;
  amount: string;
  scale: number;
  paymentChannel: string | null;
  network: string | null;
  toAddress: string | null;
  reason: string | null;
  hasReceipt: boolean;
  createdAt: Date;
  updatedAt: Date;
  holdReason: string | null;
  reasonCode: Transaction['reasonCode'];
  step: Transaction['step'];
  stepSince: Date | null;
  dueAt: Date | null;
}

const ACCOUNT_TRANSACTION_COLUMNS = `
  entry.id AS "transactionId", entry.category, entry.transaction_type AS "transactionType",
  entry.status, entry.currency, entry.amount::text AS amount, currency.scale,
  entry.payment_channel AS "paymentChannel", entry.network, entry.to_address AS "toAddress",
  entry.reason, entry.has_receipt AS "hasReceipt", entry.created_at AS "createdAt",
  entry.updated_at AS "updatedAt", entry.hold_reason AS "holdReason",
  entry.reason_code AS "reasonCode", entry.step, entry.step_since AS "stepSince",
  entry.due_at AS "dueAt"`;

/** A history entry as the wire (`/v1` and `/admin/v1`) answers it, its status in the wire's words. */
function toTransaction({ scale, ...row }: AccountTransactionRow): Transaction {
  return {
    ...row,
    status: WIRE_TRANSACTION_STATUS[row.status],
    amount: atCurrencyScale(row.amount, scale),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stepSince: row.stepSince?.toISOString() ?? null,
    dueAt: row.dueAt?.toISOString() ?? null,
  };
}

export async function findAccountTransaction(
  db: Queryable,
  playerId: string,
  transactionId: string,
): Promise<Transaction | null> {
  const { rows } = await db.query<AccountTransactionRow>(
    `SELECT ${ACCOUNT_TRANSACTION_COLUMNS}
     FROM account_transactions entry JOIN currencies currency ON currency.code = entry.currency
     WHERE entry.player_id = $1 AND entry.id = $2`,
    [playerId, transactionId],
  );
  return rows[0] === undefined ? null : toTransaction(rows[0]);
}

export async function listAccountTransactions(
  db: Queryable,
  playerId: string,
  filter: { category: TransactionCategory; sort: 'asc' | 'desc' } & PageQuery,
): Promise<{ items: Transaction[]; total: number }> {
  const direction = filter.sort === 'asc' ? 'ASC' : 'DESC';
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<AccountTransactionRow>(
      `SELECT ${ACCOUNT_TRANSACTION_COLUMNS}
       FROM account_transactions entry JOIN currencies currency ON currency.code = entry.currency
       WHERE entry.player_id = $1 AND entry.category = $2
       ORDER BY entry.created_at ${direction}, entry.id ${direction}
       LIMIT $3 OFFSET $4`,
      [playerId, filter.category, filter.pageSize, (filter.page - 1) * filter.pageSize],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM account_transactions
       WHERE player_id = $1 AND category = $2`,
      [playerId, filter.category],
    ),
  ]);
  return { items: rows.map(toTransaction), total: counted[0]?.total ?? 0 };
}

export interface PendingPayment extends Transaction {
  playerId: string;
  brandId: string;
  username: string;
  /** Who gave the first approval of a transaction that needs two; null before it. */
  firstApprovedBy: string | null;
  timeLimitMinutes: number;
  overdue: boolean;
  /** Requests of the same player, type, amount and channel within the duplicate window. */
  possibleDuplicates: string[];
}

/** The queue's filters, each already checked by the route's schema; absent: any. */
export interface PendingPaymentFilter {
  brandId?: string;
  currency?: string;
  channel?: string;
  /** DEPOSIT or WITHDRAW: pending requests of that type; HELD: held chain deposits (the wire's words). */
  type?: 'DEPOSIT' | 'WITHDRAW' | 'HELD';
  minAmount?: string;
  maxAmount?: string;
  playerId?: string;
  /** Part of the username or of the transaction id. */
  search?: string;
  sort: PaymentQueueSort;
}

const QUEUE_ORDER: Record<PaymentQueueSort, string> = {
  'overdue-first': 'waiting.due_at < $3 DESC, entry.created_at, entry.id',
  'oldest-first': 'entry.created_at, entry.id',
  'newest-first': 'entry.created_at DESC, entry.id DESC',
};

/** A LIKE pattern matching text that contains `part`, its wildcards taken literally. */
const containing = (part: string) => `%${part.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Pending deposits and withdrawals, and held chain deposits, of these brands (null: every brand)
 * that pass `filter`, in its order (overdue-first: those past their brand's time limit at `now`
 * first, then oldest first).
 */
export async function listPendingPayments(
  db: Queryable,
  brandIds: readonly string[] | null,
  limit: number,
  now: Date,
  filter: PendingPaymentFilter = { sort: 'overdue-first' },
): Promise<PendingPayment[]> {
  const { rows } = await db.query<
    AccountTransactionRow & {
      playerId: string;
      brandId: string;
      username: string;
      firstApprovedBy: string | null;
      timeLimitMinutes: number;
      overdue: boolean;
      possibleDuplicates: string[];
    }
  >(
    `SELECT ${ACCOUNT_TRANSACTION_COLUMNS}, player.id AS "playerId", player.brand_id AS "brandId",
            player.username, payment.first_approved_by AS "firstApprovedBy",
            waiting.limit_minutes AS "timeLimitMinutes", waiting.due_at < $3 AS overdue,
            ARRAY(
              SELECT other.id::text FROM payments other
              WHERE other.player_id = payment.player_id AND other.id <> payment.id
                AND other.transaction_type = payment.transaction_type
                AND other.currency = payment.currency AND other.amount = payment.amount
                AND other.payment_channel IS NOT DISTINCT FROM payment.payment_channel
                AND other.network IS NOT DISTINCT FROM payment.network
                AND other.created_at BETWEEN payment.created_at - make_interval(mins => $4)
                                         AND payment.created_at + make_interval(mins => $4)
              ORDER BY other.created_at, other.id
            ) AS "possibleDuplicates"
     FROM account_transactions entry
     JOIN currencies currency ON currency.code = entry.currency
     JOIN players player ON player.id = entry.player_id
     JOIN payments payment ON payment.id = entry.id
     JOIN pending_payment_steps waiting ON waiting.item_id = payment.id::text
     WHERE entry.category = 'DEPOWD' AND entry.status IN ('pending', 'held')
       AND ($2::text[] IS NULL OR player.brand_id = ANY ($2))
       AND ($5::text IS NULL OR player.brand_id = $5)
       AND ($6::text IS NULL OR entry.currency = $6)
       AND ($7::text IS NULL OR entry.payment_channel = $7)
       AND ($8::text IS NULL OR CASE $8 WHEN 'HELD' THEN entry.status = 'held'
                                ELSE entry.status = 'pending' AND entry.transaction_type = $8 END)
       AND ($9::numeric IS NULL OR entry.amount >= $9)
       AND ($10::numeric IS NULL OR entry.amount <= $10)
       AND ($11::uuid IS NULL OR player.id = $11)
       AND ($12::text IS NULL OR player.username LIKE $12 OR entry.id::text LIKE $12)
     ORDER BY ${QUEUE_ORDER[filter.sort]}
     LIMIT $1`,
    [
      limit,
      brandIds,
      now,
      DUPLICATE_WINDOW_MINUTES,
      filter.brandId ?? null,
      filter.currency ?? null,
      filter.channel ?? null,
      filter.type ?? null,
      filter.minAmount ?? null,
      filter.maxAmount ?? null,
      filter.playerId ?? null,
      filter.search === undefined ? null : containing(filter.search),
    ],
  );
  return rows.map(
    ({
      playerId,
      brandId,
      username,
      firstApprovedBy,
      timeLimitMinutes,
      overdue,
      possibleDuplicates,
      ...row
    }) => ({
      ...toTransaction(row),
      playerId,
      brandId,
      username,
      firstApprovedBy,
      timeLimitMinutes,
      overdue,
      possibleDuplicates,
    }),
  );
}

/** How many payments wait for staff in these brands (null: every brand), and how many are late. */
export async function countPendingPayments(
  db: Queryable,
  brandIds: readonly string[] | null,
  now: Date,
): Promise<{ pending: number; overdue: number }> {
  const { rows } = await db.query<{ pending: number; overdue: number }>(
    `SELECT count(*)::int AS pending, (count(*) FILTER (WHERE due_at < $2))::int AS overdue
     FROM pending_payment_steps
     WHERE step IN ('deposit_decision', 'withdrawal_decision')
       AND ($1::text[] IS NULL OR brand_id = ANY ($1))`,
    [brandIds, now],
  );
  return rows[0] ?? { pending: 0, overdue: 0 };
}
