// Each brand's time limit for the payment steps staff decide (a deposit, a withdrawal, identity
// documents), and the steps waiting past it. A brand that set none has the platform's limits
// (SQL function payment_time_limit). Times are passed in, so callers and tests set the clock.

import type { PaymentBreach, PaymentStep, PaymentTimeLimits } from '@croupier/contracts';

import { returnedRow, type Queryable } from '../../db/pool.js';

export async function findPaymentTimeLimits(
  db: Queryable,
  brandId: string,
): Promise<PaymentTimeLimits> {
  const { rows } = await db.query<PaymentTimeLimits>(
    `SELECT payment_time_limit($1, 'deposit_decision') AS "depositDecision",
            payment_time_limit($1, 'withdrawal_decision') AS "withdrawalDecision",
            payment_time_limit($1, 'document_review') AS "documentReview"`,
    [brandId],
  );
  return returnedRow({ rows }, 'payment time limits');
}

export async function setPaymentTimeLimits(
  db: Queryable,
  brandId: string,
  limits: PaymentTimeLimits,
): Promise<void> {
  await db.query(
    `INSERT INTO brand_payment_time_limits (brand_id, deposit_decision_minutes,
       withdrawal_decision_minutes, document_review_minutes)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (brand_id) DO UPDATE SET
       deposit_decision_minutes = EXCLUDED.deposit_decision_minutes,
       withdrawal_decision_minutes = EXCLUDED.withdrawal_decision_minutes,
       document_review_minutes = EXCLUDED.document_review_minutes`,
    [brandId, limits.depositDecision, limits.withdrawalDecision, limits.documentReview],
  );
}

/**
 * The steps of these brands (null: every brand) waiting past their time limit at `now`, the
 * longest overdue first.
 */
export async function listPaymentBreaches(
  db: Queryable,
  brandIds: readonly string[] | null,
  now: Date,
  filter: { step: PaymentStep | null; limit: number },
): Promise<PaymentBreach[]> {
  const { rows } = await db.query<
    Omit<PaymentBreach, 'since' | 'dueAt'> & { since: Date; dueAt: Date }
  >(
    `SELECT step, item_id AS "itemId", player_id AS "playerId", brand_id AS "brandId", username,
            since, due_at AS "dueAt", limit_minutes AS "limitMinutes",
            floor(extract(epoch FROM $2::timestamptz - due_at) / 60)::int AS "overdueMinutes"
     FROM pending_payment_steps
     WHERE due_at < $2 AND ($1::text[] IS NULL OR brand_id = ANY ($1))
       AND ($3::text IS NULL OR step = $3)
     ORDER BY due_at, item_id
     LIMIT $4`,
    [brandIds, now, filter.step, filter.limit],
  );
  return rows.map((row) => ({
    ...row,
    since: row.since.toISOString(),
    dueAt: row.dueAt.toISOString(),
  }));
}
