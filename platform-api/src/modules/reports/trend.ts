// A brand's last days for the dashboard's charts: money per currency from the NGR and payments
// figures, players and waiting requests per day; every day present, so a chart has no gaps.

import type { DashboardTrend, TrendCurrency, TrendMoneyDay } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { utcDay } from './day-range.js';
import { paymentFigures, playerDays, revenueFigures } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `dayCount` UTC days up to the day of `now`, today's figures as of `now`. */
export async function dashboardTrendOf(
  db: Queryable,
  brandId: string,
  now: Date,
  dayCount: number,
): Promise<DashboardTrend> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (dayCount - 1) * DAY_MS));
  const scope = { from, to, brandIds: [brandId] };
  const [revenue, payments, days] = await Promise.all([
    revenueFigures(db, scope),
    paymentFigures(db, scope),
    playerDays(db, brandId, from, to, now),
  ]);

  const currencies = new Map<string, Map<string, TrendMoneyDay>>();
  const dayOf = (currency: string, scale: number, day: string) => {
    let byDay = currencies.get(currency);
    if (byDay === undefined) {
      const zero = atCurrencyScale('0', scale);
      byDay = new Map(days.map(({ day: each }) => [each, zeroDay(each, zero)]));
      currencies.set(currency, byDay);
    }
    // Every figure's day is one of `days`: both come from the same range.
    return byDay.get(day)!;
  };
  for (const row of revenue) {
    const entry = dayOf(row.currency, row.scale, row.day);
    entry.ggr = atCurrencyScale(row.ggr, row.scale);
    entry.ngr = atCurrencyScale(row.ngr, row.scale);
  }
  for (const row of payments) {
    const entry = dayOf(row.currency, row.scale, row.day);
    entry.deposits = atCurrencyScale(row.deposits, row.scale);
    entry.withdrawals = atCurrencyScale(row.withdrawals, row.scale);
  }
  const byCurrency = [...currencies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, byDay]): TrendCurrency => ({ currency, days: [...byDay.values()] }));
  return { brandId, from, to, days, currencies: byCurrency };
}

const zeroDay = (day: string, zero: string): TrendMoneyDay => ({
  day,
  ggr: zero,
  ngr: zero,
  deposits: zero,
  withdrawals: zero,
});
