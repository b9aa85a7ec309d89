// A player's payments as staff weigh a new request of theirs: what was paid in and out so far,
// and the requests declined before.

import type { PaymentDeclineReason } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { atCurrencyScale } from '../../money/amounts.js';
import type { PaymentType } from './repository.js';

export interface PaymentTotal {
  currency: string;
  count: number;
  total: string;
}

/** Approved deposits and withdrawals to date, per currency. */
export async function approvedPaymentTotals(
  db: Queryable,
  playerId: string,
): Promise<{ deposits: PaymentTotal[]; withdrawals: PaymentTotal[] }> {
  const { rows } = await db.query<PaymentTotal & { type: PaymentType; scale: number }>(
    `SELECT payment.transaction_type AS type, payment.currency, currency.scale,
            count(*)::int AS count, sum(payment.amount)::text AS total
     FROM payments payment JOIN currencies currency ON currency.code = payment.currency
     WHERE payment.player_id = $1 AND payment.status = 'approved'
     GROUP BY payment.transaction_type, payment.currency, currency.scale
     ORDER BY payment.currency`,
    [playerId],
  );
  const of = (type: PaymentType) =>
    rows
      .filter((row) => row.type === type)
      .map(({ currency, count, total, scale }) => ({
        currency,
        count,
        total: atCurrencyScale(total, scale),
      }));
  return { deposits: of('DEPOSIT'), withdrawals: of('WITHDRAW') };
}

export interface DeclinedPayment {
  transactionId: string;
  transactionType: PaymentType;
  amount: string;
  currency: string;
  /** Null for declines recorded before the closed list. */
  reasonCode: PaymentDeclineReason | null;
  decidedAt: Date;
}

/** The player's newest declined requests. */
export async function recentDeclines(
  db: Queryable,
  playerId: string,
  limit: number,
): Promise<DeclinedPayment[]> {
  const { rows } = await db.query<DeclinedPayment & { scale: number }>(
    `SELECT payment.id::text AS "transactionId", payment.transaction_type AS "transactionType",
            payment.amount::text AS amount, payment.currency, currency.scale,
            payment.reason_code AS "reasonCode", payment.updated_at AS "decidedAt"
     FROM payments payment JOIN currencies currency ON currency.code = payment.currency
     WHERE payment.player_id = $1 AND payment.status = 'declined'
     ORDER BY payment.updated_at DESC, payment.id
     LIMIT $2`,
    [playerId, limit],
  );
  return rows.map(({ scale, ...row }) => ({ ...row, amount: atCurrencyScale(row.amount, scale) }));
}
