// Player protection calls the site itself runs: identity verification (KYC), the activity
// statement, the reality check's interval and the summary of the login session it shows; and the
// limits and exclusions players set and support staff read. Amounts are decimal strings.

import { Type, type Static } from '@sinclair/typebox';

import { AMOUNT_PATTERN, DateTimeSchema, DecimalStringSchema, literals } from './api';
import {
  ACTIVITY_STATEMENT_MONTHS,
  DOCUMENT_REJECTION_REASONS,
  KYC_DOCUMENT_TYPES,
  MAX_SESSION_MINUTES,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_DAYS,
} from './codes';

export const KycDocumentTypeSchema = literals(KYC_DOCUMENT_TYPES);

export const DocumentRejectionReasonSchema = literals(DOCUMENT_REJECTION_REASONS);

export const VerificationStatusSchema = literals([
  'none',
  'submitted',
  'verified',
  'rejected',
] as const);
export type VerificationStatus = Static<typeof VerificationStatusSchema>;

/** `kyc/status` answer. */
export const KycStatusSchema = Type.Object({
  status: VerificationStatusSchema,
  reason: Type.Union([Type.String(), Type.Null()], {
    description: "The operator's reason when rejected",
  }),
  reasonCode: Type.Union([DocumentRejectionReasonSchema, Type.Null()], {
    description:
      "A rejection's reason from the closed list (the player's texts translate it, with what " +
      'to do); null otherwise, and for rejections recorded before the list',
  }),
  documents: Type.Array(
    Type.Object({
      documentType: KycDocumentTypeSchema,
      uploadedAt: DateTimeSchema,
      accepted: Type.Boolean({ description: 'Staff accepted it: its type is never asked again' }),
    }),
  ),
  acceptedDocumentTypes: Type.Array(KycDocumentTypeSchema, {
    description: 'The document types staff accepted; uploading one of them again is refused',
  }),
});
export type KycStatus = Static<typeof KycStatusSchema>;

/** `kyc/upload` answer. */
export const KycUploadAnswerSchema = Type.Object({ status: VerificationStatusSchema });
export type KycUploadAnswer = Static<typeof KycUploadAnswerSchema>;

/** `activity-statement` body. */
export const ActivityStatementRequestSchema = Type.Object(
  { months: Type.Union(ACTIVITY_STATEMENT_MONTHS.map((months) => Type.Literal(months))) },
  { additionalProperties: false },
);

export const PaymentTotalsSchema = Type.Object({
  currency: Type.String(),
  deposits: DecimalStringSchema,
  withdrawals: DecimalStringSchema,
  net: Type.String({ description: 'deposits − withdrawals' }),
});
export type PaymentTotals = Static<typeof PaymentTotalsSchema>;

/** `activity-statement` answer: approved deposits and withdrawals per currency. */
export const ActivityStatementSchema = Type.Object({
  months: Type.Integer(),
  currencies: Type.Array(PaymentTotalsSchema),
});
export type ActivityStatement = Static<typeof ActivityStatementSchema>;

export const RealityCheckMinutesSchema = Type.Union(
  REALITY_CHECK_MINUTES.map((minutes) => Type.Literal(minutes)),
  { description: 'Minutes between reminders; 0 is off' },
);

/** `rg/reality-check` `{ minutes? }` → data. */
export const RealityCheckSchema = Type.Object({
  minutes: Type.Integer({ description: "The player's interval, else the brand's default" }),
  brandDefaultMinutes: Type.Integer(),
  canBeOff: Type.Boolean(),
});
export type RealityCheck = Static<typeof RealityCheckSchema>;

export const PlayTotalsSchema = Type.Object({
  currency: Type.String(),
  stakes: Type.String(),
  wins: Type.String(),
  net: Type.String({ description: 'wins − stakes' }),
});
export type PlayTotals = Static<typeof PlayTotalsSchema>;

/** `rg/session-summary` `{}` → data: the login session so far. */
export const SessionSummarySchema = Type.Object({
  loggedInAt: DateTimeSchema,
  minutesSinceLogin: Type.Integer(),
  play: Type.Array(PlayTotalsSchema),
});
export type SessionSummary = Static<typeof SessionSummarySchema>;

export const LimitTypeSchema = literals(['deposit', 'loss', 'wager', 'session'] as const);
export const LimitPeriodSchema = literals(['day', 'week', 'month'] as const);

/** A limit in force or pending, with what its period has used of it. */
export const LimitSchema = Type.Object({
  type: LimitTypeSchema,
  period: Type.Optional(LimitPeriodSchema),
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
      effectiveAt: DateTimeSchema,
    }),
  ]),
});
export type Limit = Static<typeof LimitSchema>;

/** A time-out or self-exclusion in force. */
export const ExclusionSchema = Type.Object({
  kind: literals(['time_out', 'self_exclusion'] as const),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  allBrands: Type.Boolean(),
});
export type Exclusion = Static<typeof ExclusionSchema>;

/** `rg/limits`: the player's limits, whether to prompt for a deposit limit, the base currency. */
export const PlayerLimitsSchema = Type.Object({
  limits: Type.Array(LimitSchema),
  promptDepositLimit: Type.Boolean(),
  baseCurrency: Type.String({
    description:
      "The brand's base currency, the one money limits are kept in: a limit set in the " +
      "player's currency is converted to it at the current rate",
  }),
});
export type PlayerLimits = Static<typeof PlayerLimitsSchema>;

const SessionMinutesSchema = Type.Integer({ minimum: 1, maximum: MAX_SESSION_MINUTES });
const LimitAmountSchema = Type.String({
  pattern: AMOUNT_PATTERN,
  description: "Decimal string in the brand's base currency, or in currency when given",
});

/** Which limit: a money limit's type and period, or the session limit. */
export const LimitTargetSchema = Type.Object(
  {
    type: LimitTypeSchema,
    period: Type.Optional(LimitPeriodSchema),
  },
  { additionalProperties: false },
);

export const SetLimitRequestSchema = Type.Object(
  {
    type: LimitTypeSchema,
    period: Type.Optional(LimitPeriodSchema),
    amount: Type.Optional(LimitAmountSchema),
    currency: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 10,
        description:
          "The currency of amount (e.g. the player's); converted at the current mid rate to the " +
          'base currency, in which the limit is stored. Without it, amount is in the base currency.',
      }),
    ),
    minutes: Type.Optional(SessionMinutesSchema),
  },
  { additionalProperties: false },
);
export type SetLimitRequest = Static<typeof SetLimitRequestSchema>;

/** `rg/set-limit`, `rg/remove-limit`: the limit in force and any change waiting 24 hours. */
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
export type LimitChange = Static<typeof LimitChangeSchema>;

export const TimeOutRequestSchema = Type.Object(
  {
    days: Type.Optional(Type.Union(TIME_OUT_DAYS.map((days) => Type.Literal(days)))),
    until: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

export const SelfExclusionRequestSchema = Type.Object(
  {
    months: Type.Union(SELF_EXCLUSION_MONTHS.map((months) => Type.Literal(months))),
    allBrands: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** `rg/self-exclusion`: the exclusion and how many of the player's other accounts it reached. */
export const SelfExclusionSchema = Type.Composite([
  ExclusionSchema,
  Type.Object({ otherAccountsExcluded: Type.Integer() }),
]);
export type SelfExclusion = Static<typeof SelfExclusionSchema>;
