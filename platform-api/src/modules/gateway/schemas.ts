// Bodies and answers of the provider gateway (/gateway/v1/:gpid/…).

import { AMOUNT_PATTERN, GameCodeSchema } from '@croupier/contracts';
import { Type, type Static } from '@sinclair/typebox';

const IdSchema = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9:._-]+$' });
const SessionIdSchema = Type.String({ format: 'uuid' });
const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN, examples: ['10.00'] });

export const AuthenticateRequestSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);
export const BalanceRequestSchema = Type.Object(
  { sessionId: SessionIdSchema },
  { additionalProperties: false },
);
export const BetRequestSchema = Type.Object(
  {
    sessionId: SessionIdSchema,
    transactionId: IdSchema,
    roundId: IdSchema,
    gameCode: GameCodeSchema,
    amount: AmountSchema,
  },
  { additionalProperties: false },
);
export const WinRequestSchema = Type.Object(
  { sessionId: SessionIdSchema, transactionId: IdSchema, roundId: IdSchema, amount: AmountSchema },
  { additionalProperties: false },
);
export const JackpotRequestSchema = Type.Object(
  { sessionId: SessionIdSchema, transactionId: IdSchema, roundId: IdSchema },
  { additionalProperties: false },
);
export const RollbackRequestSchema = Type.Object(
  { sessionId: SessionIdSchema, transactionId: IdSchema },
  { additionalProperties: false },
);

/** A free spin of the player's active bonus grant: no stake is taken, `amount` is its win. */
export const FreeSpinRequestSchema = Type.Object(
  {
    sessionId: SessionIdSchema,
    transactionId: IdSchema,
    roundId: IdSchema,
    grantId: Type.String({ format: 'uuid', description: 'The grant whose spin is played' }),
    stake: Type.String({
      ...AmountSchema,
      description: "The spin's stake, as free-spins answered: the grant's",
    }),
    amount: Type.String({ ...AmountSchema, description: 'What the spin won (0 allowed)' }),
  },
  { additionalProperties: false },
);
export const FreeSpinsRequestSchema = BalanceRequestSchema;
export const FreeSpinsDataSchema = Type.Object({
  freeSpins: Type.Union([
    Type.Object({
      grantId: Type.String(),
      stake: Type.String({ description: 'The stake each spin is played at' }),
      total: Type.Integer(),
      used: Type.Integer(),
    }),
    Type.Null(),
  ]),
});

export const BalanceDataSchema = Type.Object({
  balance: Type.String({ description: 'The player balance in currency, at its scale' }),
  currency: Type.String(),
});
export const TransactionDataSchema = Type.Object({
  balance: Type.String(),
  currency: Type.String(),
  transactionId: Type.String(),
});
/** A free spin's answer: the balance after it, and which spin of the grant it was. */
export const FreeSpinDataSchema = Type.Composite([
  TransactionDataSchema,
  Type.Object({
    freeSpin: Type.Object({
      number: Type.Integer({ minimum: 1, description: 'k in "free spin k of N"' }),
      total: Type.Integer({ minimum: 1, description: "The grant's spins, N" }),
    }),
  }),
]);
export const JackpotDataSchema = Type.Composite([
  TransactionDataSchema,
  Type.Object({
    amount: Type.String({
      description: "What the jackpot paid: the brand's whole pool, at the currency's scale",
    }),
  }),
]);
export const AuthenticateDataSchema = Type.Object({
  sessionId: Type.String(),
  player: Type.Object({ playerId: Type.String(), username: Type.String() }),
  gameCode: Type.String(),
  balance: Type.String(),
  currency: Type.String(),
});

export type BetRequest = Static<typeof BetRequestSchema>;
export type WinRequest = Static<typeof WinRequestSchema>;
export type JackpotRequest = Static<typeof JackpotRequestSchema>;
export type RollbackRequest = Static<typeof RollbackRequestSchema>;
export type FreeSpinRequest = Static<typeof FreeSpinRequestSchema>;
export type FreeSpinsData = Static<typeof FreeSpinsDataSchema>;
export type FreeSpinData = Static<typeof FreeSpinDataSchema>;
export type BalanceData = Static<typeof BalanceDataSchema>;
export type TransactionData = Static<typeof TransactionDataSchema>;
export type JackpotData = Static<typeof JackpotDataSchema>;
export type AuthenticateData = Static<typeof AuthenticateDataSchema>;
