// What the back office reads of the operators' own work: the audit trail, API keys, pending
// payments with their four-eyes rule, and a brand's jackpot rules.
import { Type, type Static } from '@sinclair/typebox';

import {
  AmountSchema,
  CurrencyCodeSchema,
  DateTimeSchema,
  NullableStringSchema,
  literals,
} from './api';
import { StaffBrandsSchema, StaffRolesSchema } from './admin-staff';
import { PAYMENT_STEPS } from './codes';
import { TransactionSchema } from './wallet';

const NullableTimestamp = Type.Union([DateTimeSchema, Type.Null()]);

export const AuditRowSchema = Type.Object({
  id: Type.String(),
  at: DateTimeSchema,
  actor: Type.String({
    description:
      'Staff username, API key name, OPERATOR_KEY, cli:<system user> for the operator CLI, or ' +
      'player:<username> for a player changing their own payout account',
  }),
  actorKind: Type.Union([
    Type.Literal('staff'),
    Type.Literal('key'),
    Type.Literal('bootstrap'),
    Type.Literal('anonymous'),
    Type.Literal('cli'),
    Type.Literal('player'),
  ]),
  action: Type.String(),
  brandId: NullableStringSchema,
  target: NullableStringSchema,
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.String(),
});
export type AuditRow = Static<typeof AuditRowSchema>;

/** `GET /admin/v1/audit/choices`: what the audit log's filters offer. */
export const AuditChoicesSchema = Type.Object({
  actors: Type.Array(Type.String()),
  actions: Type.Array(Type.String()),
});
export type AuditChoices = Static<typeof AuditChoicesSchema>;

/** `GET /admin/v1/audit/failed-logins`: the failed logins of one username, taken together. */
export const FailedLoginGroupSchema = Type.Object({
  target: Type.String({ description: 'The username tried (lower case), known or not' }),
  failures: Type.Integer(),
  lastAt: DateTimeSchema,
  lastIp: Type.String(),
});
export type FailedLoginGroup = Static<typeof FailedLoginGroupSchema>;

export const ApiKeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  roles: StaffRolesSchema,
  brands: StaffBrandsSchema,
  createdBy: Type.String(),
  createdAt: DateTimeSchema,
  lastUsedAt: NullableTimestamp,
  revokedAt: NullableTimestamp,
});
export type ApiKey = Static<typeof ApiKeySchema>;

/** A pending payment as operators see it: with the player it belongs to. */
export const OperatorTransactionSchema = Type.Composite([
  TransactionSchema,
  Type.Object({
    playerId: Type.String(),
    brandId: Type.String(),
    username: Type.String(),
    firstApprovedBy: Type.Union([Type.String(), Type.Null()], {
      description: 'Who gave the first of the two approvals it needs; null before that',
    }),
    timeLimitMinutes: Type.Integer({
      description: "The brand's time limit for this payment's decision, from its request",
    }),
    overdue: Type.Boolean({ description: 'Whether the wait has passed the time limit (dueAt)' }),
  }),
]);
export type OperatorTransaction = Static<typeof OperatorTransactionSchema>;

export const PaymentStepSchema = literals(PAYMENT_STEPS);

const TimeLimitMinutes = Type.Integer({ minimum: 1, maximum: 43_200 });
/** A brand's time limit, in minutes (1 to 30 days), for each payment step staff decide. */
export const PaymentTimeLimitsSchema = Type.Object(
  {
    depositDecision: TimeLimitMinutes,
    withdrawalDecision: TimeLimitMinutes,
    documentReview: TimeLimitMinutes,
  },
  { additionalProperties: false },
);
export type PaymentTimeLimits = Static<typeof PaymentTimeLimitsSchema>;

/** A payment step waiting for staff past its brand's time limit. */
export const PaymentBreachSchema = Type.Object({
  step: PaymentStepSchema,
  itemId: Type.String({
    description: 'The transaction of a deposit or withdrawal; the player of a document review',
  }),
  playerId: Type.String(),
  brandId: Type.String(),
  username: Type.String(),
  since: DateTimeSchema,
  dueAt: DateTimeSchema,
  limitMinutes: Type.Integer(),
  overdueMinutes: Type.Integer({ description: 'Whole minutes past dueAt' }),
});
export type PaymentBreach = Static<typeof PaymentBreachSchema>;

/** Payments in `currency` above `above` need the approvals of two different staff members. */
export const SecondApprovalAmountSchema = Type.Object({
  currency: CurrencyCodeSchema,
  above: AmountSchema,
});
export type SecondApprovalAmount = Static<typeof SecondApprovalAmountSchema>;

/** A brand's jackpot rules and its pool's value now; amounts are decimal strings. */
export const JackpotRulesSchema = Type.Object({
  currency: Type.String(),
  contributionRate: Type.String({ description: 'The share of every stake, 0 < rate < 1' }),
  seedAmount: Type.String(),
  active: Type.Boolean(),
  maxPayout: Type.String({ description: 'The most one win pays; the rest stays in the pool' }),
  providers: Type.Array(Type.String(), {
    description: 'The providers (gpid) allowed to pay this jackpot, by name',
  }),
  pool: Type.String({ description: "The pool's value now" }),
});
export type JackpotRules = Static<typeof JackpotRulesSchema>;
