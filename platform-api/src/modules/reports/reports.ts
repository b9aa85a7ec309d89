// A brand's dashboard of today and the reports over days, from the ledger's figures: amounts at
// their currency's scale, added with exact decimals.

import type {
  Dashboard,
  DashboardCurrency,
  GgrRow,
  NgrRow,
  PaymentsRow,
  ReportName,
  ReportRows,
} from '@croupier/contracts';
import type { Decimal } from 'decimal.js';

import type { Queryable } from '../../db/pool.js';
import { atCurrencyScale, Money } from '../../money/amounts.js';
import { utcDay } from './day-range.js';
import { gamePerformance } from './game-performance.js';
import {
  countNewPlayers,
  countPendingDecisions,
  gameFigures,
  paymentFigures,
  revenueFigures,
  type FigureScope,
} from './repository.js';

/** Each report's rows, oldest day first. */
export const REPORTS: {
  [Name in ReportName]: (db: Queryable, scope: FigureScope) => Promise<ReportRows[Name][]>;
} = {
  ggr: async (db, scope) =>
    (await gameFigures(db, scope)).map(({ scale, stakes, wins, ggr, ...row }): GgrRow => ({
      ...row,
      stakes: atCurrencyScale(stakes, scale),
      wins: atCurrencyScale(wins, scale),
      ggr: atCurrencyScale(ggr, scale),
    })),
  ngr: async (db, scope) =>
    (await revenueFigures(db, scope)).map(({ scale, ggr, bonuses, ngr, ...row }): NgrRow => ({
      ...row,
      ggr: atCurrencyScale(ggr, scale),
      bonuses: atCurrencyScale(bonuses, scale),
      ngr: atCurrencyScale(ngr, scale),
    })),
  games: gamePerformance,
  payments: async (db, scope) =>
    (await paymentFigures(db, scope)).map(
      ({ scale, deposits, withdrawals, ...row }): PaymentsRow => ({
        ...row,
        deposits: atCurrencyScale(deposits, scale),
        withdrawals: atCurrencyScale(withdrawals, scale),
      }),
    ),
};

interface CurrencyTotals {
  scale: number;
  depositCount: number;
  deposits: Decimal;
  withdrawalCount: number;
  withdrawals: Decimal;
  stakes: Decimal;
  wins: Decimal;
  ggr: Decimal;
}

/** The brand's UTC day of `now` so far, one line per currency that moved. */
export async function dashboardOf(db: Queryable, brandId: string, now: Date): Promise<Dashboard> {
  const day = utcDay(now);
  const scope: FigureScope = { from: day, to: day, brandIds: [brandId] };
  const [payments, games, newPlayers, pendingDecisions] = await Promise.all([
    paymentFigures(db, scope),
    gameFigures(db, scope),
    countNewPlayers(db, brandId, day),
    countPendingDecisions(db, brandId),
  ]);
  const totals = new Map<string, CurrencyTotals>();
  const totalsOf = (currency: string, scale: number) => {
    let entry = totals.get(currency);
    if (entry === undefined) {
      const zero = new Money(0);
      entry = {
        scale,
        depositCount: 0,
        deposits: zero,
        withdrawalCount: 0,
        withdrawals: zero,
        stakes: zero,
        wins: zero,
        ggr: zero,
      };
      totals.set(currency, entry);
    }
    return entry;
  };
  for (const row of payments) {
    const entry = totalsOf(row.currency, row.scale);
    entry.depositCount += row.depositCount;
    entry.deposits = entry.deposits.plus(row.deposits);
    entry.withdrawalCount += row.withdrawalCount;
    entry.withdrawals = entry.withdrawals.plus(row.withdrawals);
  }
  for (const row of games) {
    const entry = totalsOf(row.currency, row.scale);
    entry.stakes = entry.stakes.plus(row.stakes);
    entry.wins = entry.wins.plus(row.wins);
    entry.ggr = entry.ggr.plus(row.ggr);
  }
  const currencies = [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, entry]): DashboardCurrency => ({
      currency,
      depositCount: entry.depositCount,
      deposits: atCurrencyScale(entry.deposits, entry.scale),
      withdrawalCount: entry.withdrawalCount,
      withdrawals: atCurrencyScale(entry.withdrawals, entry.scale),
      stakes: atCurrencyScale(entry.stakes, entry.scale),
      wins: atCurrencyScale(entry.wins, entry.scale),
      ggr: atCurrencyScale(entry.ggr, entry.scale),
    }));
  return { brandId, day, asOf: now.toISOString(), newPlayers, pendingDecisions, currencies };
}
