import type { Queryable } from '../../db/pool.js';
import type { PageQuery } from '../../http/paging.js';
import { pageOf } from './repository.js';

export interface AdjustmentRow {
  adjustmentId: string;
  playerId: string;
  currency: string;
  /** NUMERIC as text, signed. */
  amount: string;
  scale: number;
  reason: string;
  status: 'awaiting_approval' | 'posted' | 'declined';
  requestedBy: string;
  requestedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
}

const COLUMNS = `adjustment.id AS "adjustmentId", adjustment.player_id AS "playerId",
  adjustment.currency, adjustment.amount::text AS amount, currency.scale, adjustment.reason,
  adjustment.status, adjustment.requested_by AS "requestedBy",
  adjustment.requested_at AS "requestedAt", adjustment.decided_by AS "decidedBy",
  adjustment.decided_at AS "decidedAt"`;
const FROM = `FROM balance_adjustments adjustment
  JOIN currencies currency ON currency.code = adjustment.currency`;

/** The adjustment `requestedBy` asked for under `requestKey`, if any. */
export async function findAdjustmentByKey(
  db: Queryable,
  requestedBy: string,
  requestKey: string,
): Promise<AdjustmentRow | null> {
  const { rows } = await db.query<AdjustmentRow>(
    `SELECT ${COLUMNS} ${FROM}
     WHERE adjustment.requested_by = $1 AND adjustment.request_key = $2`,
    [requestedBy, requestKey],
  );
  return rows[0] ?? null;
}

/** The player's adjustment, its row locked until the transaction ends. */
export async function lockAdjustment(
  db: Queryable,
  playerId: string,
  adjustmentId: string,
): Promise<AdjustmentRow | null> {
  const { rows } = await db.query<AdjustmentRow>(
    `SELECT ${COLUMNS} ${FROM}
     WHERE adjustment.id = $1 AND adjustment.player_id = $2 FOR UPDATE OF adjustment`,
    [adjustmentId, playerId],
  );
  return rows[0] ?? null;
}

/**
 * Stores a new request waiting for its decision; null when a concurrent call stored the same
 * requester's key first.
 */
export async function insertAdjustment(
  db: Queryable,
  request: {
    playerId: string;
    currency: string;
    amount: string;
    reason: string;
    requestedBy: string;
    requestKey: string;
  },
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO balance_adjustments
       (player_id, currency, amount, reason, requested_by, request_key, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'awaiting_approval')
     ON CONFLICT (requested_by, request_key) DO NOTHING RETURNING id`,
    [
      request.playerId,
      request.currency,
      request.amount,
      request.reason,
      request.requestedBy,
      request.requestKey,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Records the decision on a waiting adjustment: posted by `transferId`, or declined. */
export async function storeDecision(
  db: Queryable,
  adjustmentId: string,
  decision: { status: 'posted' | 'declined'; by: string | null; transferId: string | null },
): Promise<void> {
  await db.query(
    `UPDATE balance_adjustments
     SET status = $2, decided_by = $3, decided_at = now(), transfer_id = $4
     WHERE id = $1 AND status = 'awaiting_approval'`,
    [adjustmentId, decision.status, decision.by, decision.transferId],
  );
}

export async function findAdjustment(
  db: Queryable,
  adjustmentId: string,
): Promise<AdjustmentRow | null> {
  const { rows } = await db.query<AdjustmentRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE adjustment.id = $1`,
    [adjustmentId],
  );
  return rows[0] ?? null;
}

/** The player's adjustments, newest first. */
export const listAdjustments = (db: Queryable, playerId: string, page: PageQuery) =>
  pageOf<AdjustmentRow>(
    db,
    COLUMNS,
    `${FROM} WHERE adjustment.player_id = $1`,
    'adjustment.requested_at DESC, adjustment.id',
    playerId,
    page,
  );

export async function findCurrencyScale(
  db: Queryable,
  code: string,
): Promise<{ currency: string; scale: number } | null> {
  const { rows } = await db.query<{ currency: string; scale: number }>(
    'SELECT code AS currency, scale FROM currencies WHERE code = $1',
    [code],
  );
  return rows[0] ?? null;
}

/** The player's real-money balance in `currency` (NUMERIC as text); null without an account. */
export async function findPlayerBalance(
  db: Queryable,
  playerId: string,
  currency: string,
): Promise<string | null> {
  const { rows } = await db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_accounts
     WHERE player_id = $1 AND currency = $2`,
    [playerId, currency],
  );
  return rows[0]?.balance ?? null;
}
