// Request and answer schemas of the player protection calls.

import { AMOUNT_PATTERN, literals } from '@croupier/contracts';
import { Type } from '@sinclair/typebox';

import { MAX_SESSION_MINUTES } from './limits.js';

const LimitType = literals(['deposit', 'loss', 'wager', 'session'] as const);
const LimitPeriod = literals(['day', 'week', 'month'] as const);
const Minutes = Type.Integer({ minimum: 1, maximum: MAX_SESSION_MINUTES });
const BaseAmount = Type.String({
  pattern: AMOUNT_PATTERN,
  description: "Decimal string in the brand's base currency",
});

export const LimitTargetSchema = Type.Object(
  {
    type: LimitType,
    period: Type.Optional(LimitPeriod),
  },
  { additionalProperties: false },
);

export const SetLimitSchema = Type.Object(
  {
    type: LimitType,
    period: Type.Optional(LimitPeriod),
    amount: Type.Optional(BaseAmount),
    minutes: Type.Optional(Minutes),
  },
  { additionalProperties: false },
);

export const LimitSchema = Type.Object({
  type: LimitType,
  period: Type.Optional(LimitPeriod),
  currency: Type.Optional(Type.String({ description: 'The base currency of money limits' })),
  amount: Type.Optional(Type.String({ description: 'In force (absent: only a pending limit)' })),
  minutes: Type.Optional(Type.Integer()),
  used: Type.String({
    description:
      'Counted in the rolling period (24 h, 7 days, 30 days), or minutes of this login session',
  }),
  remaining: Type.String({ description: "'' when no limit is in force yet" }),
  pending: Type.Union([
    Type.Null(),
    Type.Object({
      amount: Type.Optional(Type.String()),
      minutes: Type.Optional(Type.Integer()),
      removal: Type.Boolean(),
      effectiveAt: Type.String({ format: 'date-time' }),
    }),
  ]),
});

export const LimitChangeSchema = Type.Object({
  value: Type.Union([Type.String(), Type.Null()], {
    description: 'In force now: base currency amount, or minutes; null when none',
  }),
  pending: Type.Union([
    Type.Null(),
    Type.Object({
      value: Type.Union([Type.String(), Type.Null()], { description: 'null: a removal' }),
      effectiveAt: Type.String({ format: 'date-time' }),
    }),
  ]),
});

export const ExclusionSchema = Type.Object({
  kind: literals(['time_out', 'self_exclusion'] as const),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  allBrands: Type.Boolean(),
});
