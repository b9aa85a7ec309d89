// Request and answer schemas of the player protection calls; the answers shared with the back
// office live in the contract.

import { AMOUNT_PATTERN, LimitPeriodSchema, LimitTypeSchema } from '@croupier/contracts';
import { Type } from '@sinclair/typebox';

import { MAX_SESSION_MINUTES } from './limits.js';

export { ExclusionSchema, LimitSchema } from '@croupier/contracts';

const Minutes = Type.Integer({ minimum: 1, maximum: MAX_SESSION_MINUTES });
const BaseAmount = Type.String({
  pattern: AMOUNT_PATTERN,
  description: "Decimal string in the brand's base currency, or in currency when given",
});

export const LimitTargetSchema = Type.Object(
  {
    type: LimitTypeSchema,
    period: Type.Optional(LimitPeriodSchema),
  },
  { additionalProperties: false },
);

export const SetLimitSchema = Type.Object(
  {
    type: LimitTypeSchema,
    period: Type.Optional(LimitPeriodSchema),
    amount: Type.Optional(BaseAmount),
    currency: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 10,
        description:
          "The currency of amount (e.g. the player's); converted at the current mid rate to the " +
          'base currency, in which the limit is stored. Without it, amount is in the base currency.',
      }),
    ),
    minutes: Type.Optional(Minutes),
  },
  { additionalProperties: false },
);

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
