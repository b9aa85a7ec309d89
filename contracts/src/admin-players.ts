// The operator's player administration under /admin/v1/players: search, a player's profile and
// histories, blocking, and the staff's internal notes (docs/api.md#admin-api).

import { Type, type Static, type TSchema } from '@sinclair/typebox';

import {
  BrandIdSchema,
  CurrencyCodeSchema,
  DateTimeSchema,
  DecimalStringSchema,
  literals,
} from './api';
import { KYC_DOCUMENT_TYPES } from './codes';
import { VerificationStatusSchema } from './protection';
import { TransactionStatusSchema, TransactionTypeSchema } from './wallet';

const PlayerIdSchema = Type.String({ format: 'uuid' });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Query strings arrive as text: page numbers are checked as such. */
export const AdminPageQueryFields = {
  page: Type.String({ pattern: '^[1-9][0-9]{0,5}$', default: '1' }),
  pageSize: Type.String({ pattern: '^([1-9][0-9]?|100)$', default: '20', description: '1 to 100' }),
};
export const AdminPageQuerySchema = Type.Object(AdminPageQueryFields, {
  additionalProperties: false,
});

export const PLAYER_SEARCH_MAX_LENGTH = 100;

export const PlayerSearchQuerySchema = Type.Object(
  {
    brandId: Type.Optional(BrandIdSchema),
    query: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: PLAYER_SEARCH_MAX_LENGTH,
        description: 'Any part of a username, email or phone number, in any case',
      }),
    ),
    ...AdminPageQueryFields,
  },
  { additionalProperties: false },
);
export type PlayerSearchQuery = Static<typeof PlayerSearchQuerySchema>;

export const PlayerSummarySchema = Type.Object({
  playerId: PlayerIdSchema,
  brandId: Type.String(),
  username: Type.String(),
  email: nullable(Type.String()),
  phoneNumber: nullable(Type.String()),
  currency: Type.String(),
  createdAt: DateTimeSchema,
  blockedAt: nullable(DateTimeSchema),
  exclusion: Type.Union(
    [
      Type.Object({
        kind: literals(['time_out', 'self_exclusion'] as const),
        endsAt: DateTimeSchema,
      }),
      Type.Null(),
    ],
    { description: 'The time-out or self-exclusion in force, the one ending last' },
  ),
});
export type PlayerSummary = Static<typeof PlayerSummarySchema>;

export const PlayerBlockSchema = Type.Object({
  blockedAt: DateTimeSchema,
  reason: nullable(Type.String()),
  /** The staff username or API key name that blocked the player. */
  blockedBy: nullable(Type.String()),
});
export type PlayerBlock = Static<typeof PlayerBlockSchema>;

export const PlayerProfileSchema = Type.Object({
  ...PlayerSummarySchema.properties,
  dateOfBirth: nullable(Type.String({ description: 'YYYY-MM-DD' })),
  bankName: nullable(Type.String()),
  bankAccountName: nullable(Type.String()),
  bankAccountNumber: nullable(Type.String()),
  block: nullable(PlayerBlockSchema),
  balances: Type.Array(
    Type.Object({
      currency: Type.String(),
      available: DecimalStringSchema,
      held: DecimalStringSchema,
    }),
    { description: "The player's own currency, and every other one with money in it" },
  ),
  verification: Type.Object({
    status: VerificationStatusSchema,
    fullName: nullable(Type.String()),
    reason: nullable(Type.String()),
    screeningMatch: nullable(Type.String()),
    documents: Type.Array(
      Type.Object({
        documentId: PlayerIdSchema,
        documentType: literals(KYC_DOCUMENT_TYPES),
        uploadedAt: DateTimeSchema,
      }),
    ),
  }),
  referral: Type.Object({
    referralCode: Type.String(),
    referredBy: Type.Union([
      Type.Object({ playerId: PlayerIdSchema, username: Type.String() }),
      Type.Null(),
    ]),
    referredCount: Type.Integer({ minimum: 0 }),
  }),
  protection: Type.Object({
    exclusion: Type.Union([
      Type.Object({
        kind: literals(['time_out', 'self_exclusion'] as const),
        endsAt: DateTimeSchema,
      }),
      Type.Null(),
    ]),
    limitCount: Type.Integer({ minimum: 0, description: 'Limits set, pending ones included' }),
  }),
});
export type PlayerProfile = Static<typeof PlayerProfileSchema>;

export const PlayerTransactionSchema = Type.Object({
  transactionId: Type.String(),
  category: literals(['DEPOWD', 'SWAP', 'GAMETRANSFER'] as const),
  transactionType: TransactionTypeSchema,
  status: TransactionStatusSchema,
  currency: Type.String(),
  amount: DecimalStringSchema,
  reason: nullable(Type.String()),
  createdAt: DateTimeSchema,
});
export type PlayerTransaction = Static<typeof PlayerTransactionSchema>;

export const PlayerBetSchema = Type.Object({
  roundId: Type.String(),
  gpid: Type.String(),
  gameName: Type.String(),
  currency: Type.String(),
  stake: DecimalStringSchema,
  win: DecimalStringSchema,
  status: literals(['open', 'settled', 'rolledBack'] as const),
  createdAt: DateTimeSchema,
});
export type PlayerBet = Static<typeof PlayerBetSchema>;

export const PlayerLoginSessionSchema = Type.Object({
  startedAt: DateTimeSchema,
  expiresAt: DateTimeSchema,
  ip: nullable(Type.String({ description: 'The address the login came from' })),
  country: nullable(
    Type.String({
      pattern: '^[A-Z]{2}$',
      description: 'Its country (ISO 3166-1), as a trusted proxy named it (CF-IPCountry)',
    }),
  ),
  userAgent: nullable(Type.String({ description: 'The browser as it named itself' })),
  device: Type.Union(
    [
      Type.Object({
        browser: nullable(Type.String({ description: 'Name and version, as "Safari 17.2"' })),
        os: nullable(Type.String({ description: 'Name and version, as "iOS 17.2"' })),
        type: nullable(literals(['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const)),
      }),
      Type.Null(),
    ],
    { description: 'The user agent read; null when it names no known browser nor system' },
  ),
});
export type PlayerLoginSession = Static<typeof PlayerLoginSessionSchema>;

export const PlayerBonusSchema = Type.Object({
  bonusId: PlayerIdSchema,
  source: literals(['referral', 'promotion'] as const),
  amount: DecimalStringSchema,
  currency: Type.String(),
  description: Type.String(),
  createdAt: DateTimeSchema,
});
export type PlayerBonus = Static<typeof PlayerBonusSchema>;

export const PlayerTotalsSchema = Type.Object({
  currency: Type.String(),
  deposits: DecimalStringSchema,
  withdrawals: DecimalStringSchema,
  ggr: DecimalStringSchema,
  bonusCost: DecimalStringSchema,
});
export type PlayerTotals = Static<typeof PlayerTotalsSchema>;

export const PLAYER_NOTE_MAX_LENGTH = 2000;
export const BLOCK_REASON_MAX_LENGTH = 500;

export const PlayerNoteSchema = Type.Object({
  noteId: Type.String(),
  author: Type.String(),
  text: Type.String(),
  createdAt: DateTimeSchema,
});
export type PlayerNote = Static<typeof PlayerNoteSchema>;

export const AddPlayerNoteBodySchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: PLAYER_NOTE_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);

export const BlockPlayerBodySchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: BLOCK_REASON_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);

export const ADJUSTMENT_REASON_MAX_LENGTH = 500;

/** A signed amount: "250.00" credits the player, "-250.00" debits it. */
export const SIGNED_AMOUNT_PATTERN = '^-?(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$';

export const BalanceAdjustmentBodySchema = Type.Object(
  {
    amount: Type.String({
      pattern: SIGNED_AMOUNT_PATTERN,
      description:
        'Signed decimal string: "250.00" credits the player, "-250.00" debits it; at most the ' +
        "currency's decimal places, never zero",
    }),
    currency: CurrencyCodeSchema,
    reason: Type.String({
      minLength: 1,
      maxLength: ADJUSTMENT_REASON_MAX_LENGTH,
      pattern: '\\S',
      description: 'Why, for the audit log and the second approver',
    }),
  },
  { additionalProperties: false },
);
export type BalanceAdjustmentBody = Static<typeof BalanceAdjustmentBodySchema>;

export const BALANCE_ADJUSTMENT_STATUSES = ['awaiting_approval', 'posted', 'declined'] as const;

export const BalanceAdjustmentSchema = Type.Object({
  adjustmentId: PlayerIdSchema,
  playerId: PlayerIdSchema,
  currency: Type.String(),
  amount: DecimalStringSchema,
  reason: Type.String(),
  status: literals(BALANCE_ADJUSTMENT_STATUSES),
  requestedBy: Type.String(),
  requestedAt: DateTimeSchema,
  decidedBy: nullable(
    Type.String({ description: 'The second approver, or who declined; null when posted at once' }),
  ),
  decidedAt: nullable(DateTimeSchema),
});
export type BalanceAdjustment = Static<typeof BalanceAdjustmentSchema>;
