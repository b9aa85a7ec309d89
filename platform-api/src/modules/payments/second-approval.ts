// Four eyes on large payments: above the brand's amount in the transaction's currency, an approval
// moves money only when a second staff member (or API key) confirms the first one.

import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { Money } from '../../money/amounts.js';
import type { LockedPayment } from './repository.js';

export type Approval = 'first of two' | 'final';

/**
 * Which approval `by` gives this locked, pending transaction. The first of two is recorded on the
 * transaction; the same approver cannot give the second.
 */
export async function approvalBy(
  client: pg.PoolClient,
  record: LockedPayment,
  by: string,
): Promise<Approval> {
  const above = record.secondApprovalAbove;
  if (above === null || new Money(record.amount).lte(above)) return 'final';
  if (record.firstApprovedBy === null) {
    await client.query(
      `UPDATE payments SET first_approved_by = $2, first_approved_at = now()
       WHERE id = $1 AND status = 'pending' AND first_approved_by IS NULL`,
      [record.id, by],
    );
    return 'first of two';
  }
  if (record.firstApprovedBy === by) {
    throw new ApiError(
      ErrorCode.secondApproverRequired,
      `${by} gave the first approval; another staff member must give the second`,
    );
  }
  return 'final';
}

export interface SecondApprovalAmount {
  currency: string;
  /** Amounts strictly above this need two approvals. */
  above: string;
}

export async function listSecondApprovalAmounts(
  db: Queryable,
  brandId: string,
): Promise<SecondApprovalAmount[]> {
  const { rows } = await db.query<SecondApprovalAmount>(
    `SELECT currency, above::text AS above FROM payment_second_approval
     WHERE brand_id = $1 ORDER BY currency`,
    [brandId],
  );
  return rows.map((row) => ({ ...row, above: new Money(row.above).toFixed() }));
}

/** Sets the brand's amount for a currency; null removes it (one approval then suffices). */
export async function setSecondApprovalAmount(
  db: Queryable,
  brandId: string,
  currency: string,
  above: string | null,
): Promise<'set' | 'unknown currency'> {
  if (above === null) {
    await db.query('DELETE FROM payment_second_approval WHERE brand_id = $1 AND currency = $2', [
      brandId,
      currency,
    ]);
    return 'set';
  }
  const { rowCount } = await db.query(
    `INSERT INTO payment_second_approval (brand_id, currency, above)
     SELECT $1, code, $3 FROM currencies WHERE code = $2
     ON CONFLICT (brand_id, currency) DO UPDATE SET above = EXCLUDED.above`,
    [brandId, currency, above],
  );
  return rowCount === 1 ? 'set' : 'unknown currency';
}
