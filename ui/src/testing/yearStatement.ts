import type { YearStatement } from '@croupier/shared';

/** Test support: a year's statement with one currency and one game, as the API answers it. */
export const yearStatementSample = (year: number): YearStatement => ({
  year,
  from: `${year}-01-01T00:00:00.000Z`,
  to: `${year + 1}-01-01T00:00:00.000Z`,
  currencies: [
    {
      currency: 'IDR',
      openingBalance: '200000.00',
      deposits: '1250000.00',
      withdrawals: '60000.00',
      wagers: '2500000.00',
      wins: '2750000.50',
      bonusGranted: '100000.00',
      bonusRemoved: '0.00',
      adjustments: '-1000.50',
      swappedIn: '0.00',
      swappedOut: '500000.00',
      closingBalance: '1239000.00',
      net: '250000.50',
    },
  ],
  games: [
    {
      gpid: 'PP',
      gameCode: 'sweet-bonanza',
      game: 'Sweet Bonanza',
      currency: 'IDR',
      rounds: 1204,
      wagers: '2500000.00',
      wins: '2750000.50',
      net: '250000.50',
    },
  ],
});
