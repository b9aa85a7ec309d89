// The brand's latest approved payments, as the home page's live feed shows them.

import type { PaymentReportItem } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { maskUsername } from '../../identity/usernames.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { listRecentPayments } from './repository.js';

/**
 * The brand's latest approved deposits and withdrawals, usernames masked: the realtime query of
 * recent payments (realtime/schema.ts).
 */
export async function recentPayments(
  db: Queryable,
  brandId: string,
  limit: number,
): Promise<PaymentReportItem[]> {
  const rows = await listRecentPayments(db, brandId, limit);
  return rows.map((row) => ({
    amount: atCurrencyScale(row.amount, row.scale),
    currency: row.currency,
    currencyLogo: row.currencyLogo,
    username: maskUsername(row.username),
    transactionType: row.transactionType === 'DEPOSIT' ? 'deposit' : 'withdraw',
  }));
}
