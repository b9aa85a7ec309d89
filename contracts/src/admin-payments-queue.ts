// The back office's payments queue: its filters, the duplicates it flags, the player's context
// beside a request, and bulk decisions (docs/api.md#admin-api).
import { Type, type Static } from '@sinclair/typebox';

import {
  AMOUNT_PATTERN,
  BrandIdSchema,
  DateTimeSchema,
  DecimalStringSchema,
  literals,
} from './api';
import { OperatorTransactionSchema } from './admin-operations';
import { LimitSchema, VerificationStatusSchema } from './protection';
import { PaymentDeclineReasonSchema } from './wallet';

/** Minutes within which a request of the same player, type, amount and channel is flagged. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export const PAYMENT_QUEUE_SORTS = ['overdue-first', 'oldest-first', 'newest-first'] as const;
export type PaymentQueueSort = (typeof PAYMENT_QUEUE_SORTS)[number];

/** Query strings arrive as text (coercion is off): each field is a string with its pattern. */
export const PaymentQueueQuerySchema = Type.Object(
  {
    brandId: Type.Optional(BrandIdSchema),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,10}$' })),
    channel: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'A payment channel code' }),
    ),
    type: Type.Optional(literals(['DEPOSIT', 'WITHDRAW', 'HELD'] as const)),
    minAmount: Type.Optional(Type.String({ pattern: AMOUNT_PATTERN })),
    maxAmount: Type.Optional(Type.String({ pattern: AMOUNT_PATTERN })),
    playerId: Type.Optional(Type.String({ format: 'uuid' })),
    search: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: "Part of the player's username or of the transaction id, in any case",
      }),
    ),
    sort: Type.String({
      pattern: `^(${PAYMENT_QUEUE_SORTS.join('|')})$`,
      default: 'overdue-first',
      description: 'overdue-first (then oldest), oldest-first or newest-first',
    }),
  },
  { additionalProperties: false },
);
export type PaymentQueueQuery = Static<typeof PaymentQueueQuerySchema>;

export const PaymentQueueItemSchema = Type.Composite([
  OperatorTransactionSchema,
  Type.Object({
    possibleDuplicates: Type.Array(Type.String(), {
      description:
        'Other requests of the same player, type, amount and channel made within ' +
        `${DUPLICATE_WINDOW_MINUTES} minutes of this one (any status)`,
    }),
  }),
]);
export type PaymentQueueItem = Static<typeof PaymentQueueItemSchema>;

export const PendingPaymentCountSchema = Type.Object({
  pending: Type.Integer({ description: 'Requests and held chain deposits waiting for staff' }),
  overdue: Type.Integer({ description: "Of them, those past their brand's time limit" }),
});
export type PendingPaymentCount = Static<typeof PendingPaymentCountSchema>;

const PaymentTotalsPerCurrency = Type.Array(
  Type.Object({
    currency: Type.String(),
    count: Type.Integer(),
    total: DecimalStringSchema,
  }),
);

/** What staff weigh before deciding a player's request. */
export const PaymentPlayerContextSchema = Type.Object({
  playerId: Type.String(),
  username: Type.String(),
  brandId: Type.String(),
  registeredAt: DateTimeSchema,
  blocked: Type.Boolean(),
  verification: VerificationStatusSchema,
  exclusion: Type.Union([
    Type.Null(),
    Type.Object({ kind: Type.String(), endsAt: DateTimeSchema }),
  ]),
  deposits: PaymentTotalsPerCurrency,
  withdrawals: PaymentTotalsPerCurrency,
  limits: Type.Array(LimitSchema),
  notes: Type.Array(
    Type.Object({ author: Type.String(), text: Type.String(), createdAt: DateTimeSchema }),
    { description: 'The newest staff notes, at most 5' },
  ),
  declines: Type.Array(
    Type.Object({
      transactionId: Type.String(),
      transactionType: literals(['DEPOSIT', 'WITHDRAW'] as const),
      amount: DecimalStringSchema,
      currency: Type.String(),
      reasonCode: Type.Union([PaymentDeclineReasonSchema, Type.Null()]),
      decidedAt: DateTimeSchema,
    }),
    { description: 'The newest declined requests, at most 5' },
  ),
});
export type PaymentPlayerContext = Static<typeof PaymentPlayerContextSchema>;

export const BULK_DECISION_MAX = 50;

const BulkTransactionIds = Type.Array(Type.String({ format: 'uuid' }), {
  minItems: 1,
  maxItems: BULK_DECISION_MAX,
  uniqueItems: true,
});

export const BulkDecisionSchema = Type.Union([
  Type.Object(
    { decision: Type.Literal('approve'), transactionIds: BulkTransactionIds },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      decision: Type.Literal('decline'),
      transactionIds: BulkTransactionIds,
      reason: PaymentDeclineReasonSchema,
      note: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    },
    { additionalProperties: false },
  ),
]);
export type BulkDecision = Static<typeof BulkDecisionSchema>;

/** Each request's own outcome: one refused never undoes another. */
export const BulkDecisionResultSchema = Type.Object({
  results: Type.Array(
    Type.Object({
      transactionId: Type.String(),
      outcome: literals(['approved', 'first-approval', 'declined', 'refused'] as const),
      errorCode: Type.Optional(Type.Integer()),
      message: Type.Optional(Type.String()),
    }),
  ),
});
export type BulkDecisionResult = Static<typeof BulkDecisionResultSchema>;
