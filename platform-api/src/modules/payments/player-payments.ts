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
    `SELECT depo_wd.transaction_type AS type, depo_wd.currency, currency.scale,
            count(*)::int AS count, sum(depo_wd.amount)::text AS total
     FROM depo_wd_transactions depo_wd JOIN currencies currency ON currency.code = depo_wd.currency
     WHERE depo_wd.player_id = $1 AND depo_wd.status = 'SUCCESS'
     GROUP BY depo_wd.transaction_type, depo_wd.currency, currency.scale
     ORDER BY depo_wd.currency`,
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
    `SELECT depo_wd.id::text AS "transactionId", depo_wd.transaction_type AS "transactionType",
            depo_wd.amount::text AS amount, depo_wd.currency, currency.scale,
            depo_wd.reason_code AS "reasonCode", depo_wd.updated_at AS "decidedAt"
     FROM depo_wd_transactions depo_wd JOIN currencies currency ON currency.code = depo_wd.currency
     WHERE depo_wd.player_id = $1 AND depo_wd.status = 'DECLINED'
     ORDER BY depo_wd.updated_at DESC, depo_wd.id
     LIMIT $2`,
    [playerId, limit],
  );
  return rows.map(({ scale, ...row }) => ({ ...row, amount: atCurrencyScale(row.amount, scale) }));
}
