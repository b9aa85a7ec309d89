// The back office's figures: a brand's dashboard of today and the reports over a range of days
// (/admin/v1/brands/:brandId/dashboard, /admin/v1/reports/<name>). Days are UTC days; money is a
// decimal string at its currency's scale, per currency, never converted.

import { Type, type Static } from '@sinclair/typebox';

import { DateTimeSchema, DecimalStringSchema, literals } from './api';

/** A UTC day, `YYYY-MM-DD`. */
export const DaySchema = Type.String({ format: 'date', description: 'A UTC day, YYYY-MM-DD' });

/** A brand the caller may see, for brand pickers. */
export const BrandSummarySchema = Type.Object({ brandId: Type.String(), name: Type.String() });
export type BrandSummary = Static<typeof BrandSummarySchema>;

/** Today's money of one currency: approved deposits, paid-out withdrawals and game figures. */
export const DashboardCurrencySchema = Type.Object({
  currency: Type.String(),
  depositCount: Type.Integer({ minimum: 0 }),
  deposits: DecimalStringSchema,
  withdrawalCount: Type.Integer({ minimum: 0 }),
  withdrawals: DecimalStringSchema,
  stakes: Type.String({ description: 'Bets less rolled-back bets' }),
  wins: DecimalStringSchema,
  ggr: Type.String({ description: 'Gross gaming revenue: stakes − wins (may be negative)' }),
});
export type DashboardCurrency = Static<typeof DashboardCurrencySchema>;

export const DashboardSchema = Type.Object({
  brandId: Type.String(),
  day: DaySchema,
  asOf: DateTimeSchema,
  newPlayers: Type.Integer({ minimum: 0 }),
  pendingDecisions: Type.Integer({
    minimum: 0,
    description: 'Deposits and withdrawals waiting for a decision, of any day',
  }),
  currencies: Type.Array(DashboardCurrencySchema),
});
export type Dashboard = Static<typeof DashboardSchema>;

/** How many days a dashboard trend covers: `days` of its query, today included. */
export const DASHBOARD_TREND_DAYS = { min: 7, max: 90, default: 30 } as const;

/** Query strings arrive as text: `days` is checked as the number 7 to 90. */
export const DashboardTrendQuerySchema = Type.Object(
  {
    days: Type.Optional(
      Type.String({
        pattern: '^([7-9]|[1-8][0-9]|90)$',
        default: String(DASHBOARD_TREND_DAYS.default),
        description: `${DASHBOARD_TREND_DAYS.min} to ${DASHBOARD_TREND_DAYS.max}, today included (default ${DASHBOARD_TREND_DAYS.default})`,
      }),
    ),
  },
  { additionalProperties: false },
);

/** One day of a brand's players and of what waited for staff at its end. */
export const TrendDaySchema = Type.Object({
  day: DaySchema,
  activePlayers: Type.Integer({ minimum: 0, description: 'Players who placed a bet that day' }),
  newPlayers: Type.Integer({ minimum: 0, description: 'Players who registered that day' }),
  pendingPayments: Type.Integer({
    minimum: 0,
    description: "Deposits and withdrawals waiting for a decision at the day's end (today: now)",
  }),
});
export type TrendDay = Static<typeof TrendDaySchema>;

/** One day of one currency's money, as the NGR and payments reports count it. */
export const TrendMoneyDaySchema = Type.Object({
  day: DaySchema,
  ggr: Type.String({ description: 'Stakes − wins (may be negative)' }),
  ngr: Type.String({ description: 'GGR − bonuses (may be negative)' }),
  deposits: DecimalStringSchema,
  withdrawals: DecimalStringSchema,
});
export type TrendMoneyDay = Static<typeof TrendMoneyDaySchema>;

export const TrendCurrencySchema = Type.Object({
  currency: Type.String(),
  days: Type.Array(TrendMoneyDaySchema, { description: 'Every day of the trend, oldest first' }),
});
export type TrendCurrency = Static<typeof TrendCurrencySchema>;

/** A brand's last days, every day present (zero when nothing happened), oldest first. */
export const DashboardTrendSchema = Type.Object({
  brandId: Type.String(),
  from: DaySchema,
  to: DaySchema,
  days: Type.Array(TrendDaySchema),
  currencies: Type.Array(TrendCurrencySchema, {
    description: 'Each currency that moved in the range, by code',
  }),
});
export type DashboardTrend = Static<typeof DashboardTrendSchema>;

export const REPORT_NAMES = ['ggr', 'ngr', 'payments', 'games'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const ReportFormatSchema = literals(['json', 'csv'] as const);

/** GGR per day, brand, provider, game and currency. */
export const GgrRowSchema = Type.Object({
  day: DaySchema,
  brandId: Type.String(),
  gpid: Type.String(),
  providerName: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  currency: Type.String(),
  stakes: DecimalStringSchema,
  wins: DecimalStringSchema,
  ggr: DecimalStringSchema,
});
export type GgrRow = Static<typeof GgrRowSchema>;

/**
 * NGR per day, brand and currency: GGR − bonuses, the bonus cost: cash bonuses credited and bonus
 * money converted to real money once its wagering was met (docs/bonus.md#reports).
 */
export const NgrRowSchema = Type.Object({
  day: DaySchema,
  brandId: Type.String(),
  currency: Type.String(),
  ggr: DecimalStringSchema,
  bonuses: DecimalStringSchema,
  ngr: DecimalStringSchema,
});
export type NgrRow = Static<typeof NgrRowSchema>;

/** Approved deposits and paid-out withdrawals per day, brand and currency. */
export const PaymentsRowSchema = Type.Object({
  day: DaySchema,
  brandId: Type.String(),
  currency: Type.String(),
  depositCount: Type.Integer({ minimum: 0 }),
  deposits: DecimalStringSchema,
  withdrawalCount: Type.Integer({ minimum: 0 }),
  withdrawals: DecimalStringSchema,
});
export type PaymentsRow = Static<typeof PaymentsRowSchema>;

export const ReportSchema = <Row extends ReturnType<typeof Type.Object>>(row: Row) =>
  Type.Object({ from: DaySchema, to: DaySchema, rows: Type.Array(row) });

/** The row of each report. */
/**
 * Game performance (GLI-19 2.8.3, 2.9.2) per day, brand, provider, game and currency: rounds
 * begun that day and how many were voided or are still in progress; money moved that day, real and
 * incentive apart; the RTP the game publishes beside the one played.
 */
export const GamePerformanceRowSchema = Type.Object({
  day: DaySchema,
  brandId: Type.String(),
  gpid: Type.String(),
  providerName: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  currency: Type.String(),
  rounds: Type.Integer({ minimum: 0, description: 'Rounds begun that day' }),
  voided: Type.Integer({ minimum: 0, description: 'Of them, rolled back' }),
  inProgress: Type.Integer({ minimum: 0, description: 'Of them, still open' }),
  wagers: Type.String({ description: 'Real money staked less rolled back' }),
  wins: Type.String({ description: 'Real money won, free spins apart' }),
  bonusWagers: Type.String({ description: 'Bonus money staked less rolled back' }),
  bonusWins: Type.String({ description: 'Bonus money won' }),
  freeSpinWins: Type.String({ description: 'What free spins won, real or bonus' }),
  theoreticalRtp: Type.Union([Type.String(), Type.Null()], {
    description: 'Percent the game publishes (null: not published to Croupier)',
  }),
  actualRtp: Type.Union([Type.String(), Type.Null()], {
    description: 'Percent: wins of every kind over wagers of every kind (null: nothing staked)',
  }),
});
export type GamePerformanceRow = Static<typeof GamePerformanceRowSchema>;

export interface ReportRows {
  ggr: GgrRow;
  ngr: NgrRow;
  payments: PaymentsRow;
  games: GamePerformanceRow;
}

/** A stored exchange rate as operators see and set it. */
export const ExchangeRateSettingSchema = Type.Object({
  currency: Type.String(),
  targetCurrency: Type.String(),
  rate: DecimalStringSchema,
  spread: DecimalStringSchema,
  updatedAt: DateTimeSchema,
});
export type ExchangeRateSetting = Static<typeof ExchangeRateSettingSchema>;
