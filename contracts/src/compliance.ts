// The compliance records of the admin API: significant events (GLI-19 2.8.8, 2.9.5).

import { Type, type Static } from '@sinclair/typebox';

import { DateTimeSchema, PageSchema, literals } from './api';
import { AdminPageQueryFields } from './admin-players';
import { SIGNIFICANT_EVENT_PERIODS, SIGNIFICANT_EVENT_TYPES } from './codes';

export const SignificantEventTypeSchema = literals(SIGNIFICANT_EVENT_TYPES);

export const SignificantEventSchema = Type.Object({
  id: Type.String(),
  type: SignificantEventTypeSchema,
  at: DateTimeSchema,
  component: Type.String({ description: 'What recorded it: auth, wallet, games, admin, api' }),
  brandId: Type.Union([Type.String(), Type.Null()]),
  playerId: Type.Union([Type.String(), Type.Null()]),
  actor: Type.String({ description: 'player:<username>, staff:<name>, provider:<gpid> or system' }),
  reason: Type.String(),
  before: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  after: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
});
export type SignificantEvent = Static<typeof SignificantEventSchema>;

export const SignificantEventQuerySchema = Type.Object(
  {
    period: Type.Optional(
      Type.Union(
        SIGNIFICANT_EVENT_PERIODS.map((period) => Type.Literal(period)),
        { description: 'day, month, year or life to date (UTC); ignored when from or to is given' },
      ),
    ),
    from: Type.Optional(DateTimeSchema),
    to: Type.Optional(DateTimeSchema),
    type: Type.Optional(SignificantEventTypeSchema),
    brandId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    ...AdminPageQueryFields,
    format: Type.Optional(literals(['json', 'csv'] as const)),
  },
  { additionalProperties: false },
);
export type SignificantEventQuery = Static<typeof SignificantEventQuerySchema>;

/** A page of events, newest first, with the count of each type over the whole filter. */
export const SignificantEventReportSchema = Type.Composite([
  PageSchema(SignificantEventSchema),
  Type.Object({
    from: Type.Union([DateTimeSchema, Type.Null()]),
    to: DateTimeSchema,
    counts: Type.Record(Type.String(), Type.Integer(), {
      description: 'Events of each type within the filter; empty when there was no activity',
    }),
  }),
]);
export type SignificantEventReport = Static<typeof SignificantEventReportSchema>;

/**
 * What staff suspend in a brand (disable on demand, GLI-19 2.4.1): all play (no gpid), a
 * provider's games (a gpid) or one game (a gpid and its gameCode).
 */
export const PlaySuspensionTargetSchema = Type.Object(
  {
    gpid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    gameCode: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type PlaySuspensionTarget = Static<typeof PlaySuspensionTargetSchema>;

export const PlaySuspensionChangeSchema = Type.Object(
  {
    gpid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    gameCode: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    reason: Type.String({
      minLength: 1,
      maxLength: 500,
      pattern: '\\S',
      description: 'Why, for the audit log and the significant events',
    }),
  },
  { additionalProperties: false },
);
export type PlaySuspensionChange = Static<typeof PlaySuspensionChangeSchema>;

export const PlaySuspensionSchema = Type.Object({
  brandId: Type.String(),
  gpid: Type.Union([Type.String(), Type.Null()], { description: 'null: all play of the brand' }),
  gameCode: Type.Union([Type.String(), Type.Null()], {
    description: 'null: every game of the provider (or of the brand)',
  }),
  reason: Type.String(),
  suspendedBy: Type.String(),
  suspendedAt: DateTimeSchema,
});
export type PlaySuspension = Static<typeof PlaySuspensionSchema>;

/** The player's statement of a calendar year (GLI-19 2.5.7), UTC. */
export const YearStatementRequestSchema = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'Not after this year' }) },
  { additionalProperties: false },
);

const StatementAmount = Type.String({ description: "Decimal at the currency's scale" });

export const YearStatementCurrencySchema = Type.Object({
  currency: Type.String(),
  openingBalance: Type.String({
    description: 'Real and bonus money held when the year began',
  }),
  deposits: StatementAmount,
  withdrawals: Type.String({ description: 'Requested and not returned (pending or paid)' }),
  wagers: Type.String({ description: 'Real and bonus money, rolled-back bets excluded' }),
  wins: Type.String({ description: 'Game and jackpot wins, real and bonus money' }),
  bonusGranted: StatementAmount,
  bonusRemoved: Type.String({ description: 'Bonus money forfeited or expired' }),
  adjustments: Type.String({
    description: "Staff's manual balance adjustments: credits less debits (negative: debited)",
  }),
  swappedIn: Type.String({ description: 'Received in this currency by swaps from another' }),
  swappedOut: Type.String({ description: 'Given from this currency by swaps to another' }),
  closingBalance: Type.String({
    description:
      'Held when the year ended (this year: now): openingBalance + deposits − withdrawals − ' +
      'wagers + wins + bonusGranted − bonusRemoved + adjustments + swappedIn − swappedOut',
  }),
  net: Type.String({ description: 'wins − wagers: what play won (negative: lost)' }),
});
export type YearStatementCurrency = Static<typeof YearStatementCurrencySchema>;

export const YearStatementGameSchema = Type.Object({
  gpid: Type.String(),
  gameCode: Type.String(),
  game: Type.String(),
  currency: Type.String(),
  rounds: Type.Integer(),
  wagers: StatementAmount,
  wins: StatementAmount,
  net: StatementAmount,
});
export type YearStatementGame = Static<typeof YearStatementGameSchema>;

export const YearStatementSchema = Type.Object({
  year: Type.Integer(),
  from: DateTimeSchema,
  to: DateTimeSchema,
  currencies: Type.Array(YearStatementCurrencySchema),
  games: Type.Array(YearStatementGameSchema),
});
export type YearStatement = Static<typeof YearStatementSchema>;
