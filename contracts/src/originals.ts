// The provably fair originals (dice, limbo, mines, plinko): seeds, bets and signed round records.
// Amounts and multipliers are decimal strings. docs/provably-fair.md describes the scheme.

import { Type, type Static } from '@sinclair/typebox';

import {
  AmountSchema,
  CurrencyCodeSchema,
  DateTimeSchema,
  PageFields,
  PageSchema,
  literals,
} from './api';

export const ClientSeedSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[\\x21-\\x7e]+$',
  description: 'Printable ASCII without spaces, 1–64 characters',
});
const HexSeedSchema = Type.String({ pattern: '^[0-9a-f]{64}$' });

export const OriginalsSeedsSchema = Type.Object({
  serverSeedHash: HexSeedSchema,
  clientSeed: Type.String(),
  nonce: Type.Integer({ minimum: 0, description: 'The nonce of the next bet' }),
  previous: Type.Union([
    Type.Object({
      serverSeed: HexSeedSchema,
      serverSeedHash: HexSeedSchema,
      clientSeed: Type.String(),
      lastNonce: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
        description: 'The nonce of the pair’s last bet; null when it had none',
      }),
    }),
    Type.Null(),
  ]),
});
export type OriginalsSeeds = Static<typeof OriginalsSeedsSchema>;

export const OriginalsRotateRequestSchema = Type.Object(
  { clientSeed: Type.Optional(ClientSeedSchema) },
  { additionalProperties: false },
);

const TwoDecimalsSchema = Type.String({ pattern: '^(0|[1-9][0-9]{0,6})(\\.[0-9]{1,2})?$' });

export const DiceParamsSchema = Type.Object(
  {
    target: Type.String({ ...TwoDecimalsSchema, description: '0.01 … 99.99' }),
    condition: literals(['over', 'under'] as const),
  },
  { additionalProperties: false },
);
export const LimboParamsSchema = Type.Object(
  { target: Type.String({ ...TwoDecimalsSchema, description: 'Multiplier 1.01 … 1000000' }) },
  { additionalProperties: false },
);
export const PlinkoParamsSchema = Type.Object(
  {
    rows: Type.Integer({ minimum: 8, maximum: 16 }),
    risk: literals(['low', 'medium', 'high'] as const),
  },
  { additionalProperties: false },
);

export const OriginalsBetRequestSchema = Type.Union([
  Type.Object(
    {
      game: Type.Literal('dice'),
      currency: CurrencyCodeSchema,
      amount: AmountSchema,
      params: DiceParamsSchema,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      game: Type.Literal('limbo'),
      currency: CurrencyCodeSchema,
      amount: AmountSchema,
      params: LimboParamsSchema,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      game: Type.Literal('plinko'),
      currency: CurrencyCodeSchema,
      amount: AmountSchema,
      params: PlinkoParamsSchema,
    },
    { additionalProperties: false },
  ),
]);
export type OriginalsBetRequest = Static<typeof OriginalsBetRequestSchema>;

export const MinesStartRequestSchema = Type.Object(
  {
    currency: CurrencyCodeSchema,
    amount: AmountSchema,
    mines: Type.Integer({ minimum: 1, maximum: 24 }),
  },
  { additionalProperties: false },
);
export const MinesRevealRequestSchema = Type.Object(
  { roundId: Type.String({ format: 'uuid' }), tile: Type.Integer({ minimum: 0, maximum: 24 }) },
  { additionalProperties: false },
);
export const OriginalsRoundRequestSchema = Type.Object(
  { roundId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export const OriginalsRoundsRequestSchema = Type.Object(PageFields, {
  additionalProperties: false,
});

/** A settled round as signed: every field but `signature` is what the signature covers. */
export const OriginalsRoundSchema = Type.Object({
  roundId: Type.String(),
  game: literals(['dice', 'limbo', 'mines', 'plinko'] as const),
  params: Type.Record(Type.String(), Type.Unknown()),
  serverSeedHash: HexSeedSchema,
  clientSeed: Type.String(),
  nonce: Type.Integer({ minimum: 0 }),
  edge: Type.String({ description: 'House edge as a fraction, e.g. "0.01"' }),
  outcome: Type.Record(Type.String(), Type.Unknown(), {
    description: 'dice/limbo { result }, mines { mines, revealed }, plinko { path, bucket }',
  }),
  currency: Type.String(),
  amount: Type.String(),
  multiplier: Type.String(),
  payout: Type.String(),
  balanceAfter: Type.String(),
  transferIds: Type.Array(Type.String()),
  at: DateTimeSchema,
  signature: Type.String({ description: 'Ed25519 over the RFC 8785 form without this field' }),
});
export type OriginalsRound = Static<typeof OriginalsRoundSchema>;

/** A mines round still being played: its mines stay hidden. */
export const MinesRoundStateSchema = Type.Object({
  roundId: Type.String(),
  status: literals(['open', 'settled'] as const),
  currency: Type.String(),
  amount: Type.String({ description: 'The stake' }),
  mines: Type.Integer(),
  revealed: Type.Array(Type.Integer()),
  multiplier: Type.String({ description: 'What cashing out now pays per unit staked' }),
  balance: Type.String(),
  round: Type.Union([OriginalsRoundSchema, Type.Null()], {
    description: 'The signed record once the round ended (a mine or a cash-out)',
  }),
});
export type MinesRoundState = Static<typeof MinesRoundStateSchema>;

export const OriginalsRoundPageSchema = PageSchema(OriginalsRoundSchema);

export const OriginalGameSchema = literals(['dice', 'limbo', 'mines', 'plinko'] as const);

// 0.05 is the ceiling: 0.0501 … 0.0599 are refused here, not by the table's check.
const EdgeSchema = Type.String({
  pattern: '^0\\.0(?:[1-4][0-9]{0,2}|50{0,2})$',
  description: 'House edge as a fraction: 0.01 … 0.05',
});

export const OriginalsLimitSchema = Type.Object(
  {
    currency: CurrencyCodeSchema,
    minStake: AmountSchema,
    maxStake: AmountSchema,
    maxPayout: Type.String({ ...AmountSchema, description: 'What one round pays at most' }),
  },
  { additionalProperties: false },
);

/** A brand's settings of one original. */
export const OriginalsGameSettingsSchema = Type.Object({
  game: OriginalGameSchema,
  enabled: Type.Boolean(),
  edge: Type.String(),
  limits: Type.Array(OriginalsLimitSchema),
});
export type OriginalsGameSettings = Static<typeof OriginalsGameSettingsSchema>;

export const OriginalsSettingsChangeSchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    edge: Type.Optional(EdgeSchema),
    limits: Type.Optional(
      Type.Array(OriginalsLimitSchema, { description: 'Replaces every currency’s bounds' }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const OriginalsGameRequestSchema = Type.Object(
  { game: OriginalGameSchema, currency: CurrencyCodeSchema },
  { additionalProperties: false },
);

/** What a game's page shows before the first bet: the brand's rules in the player's currency. */
export const OriginalsGameRulesSchema = Type.Object({
  game: OriginalGameSchema,
  currency: Type.String(),
  enabled: Type.Boolean(),
  edge: Type.String({ description: 'House edge as a fraction, e.g. "0.01"' }),
  minStake: Type.Union([Type.String(), Type.Null()], { description: 'null: no minimum' }),
  maxStake: Type.Union([Type.String(), Type.Null()], { description: 'null: no maximum' }),
  maxPayout: Type.Union([Type.String(), Type.Null()], {
    description: 'What one round pays at most; null: no cap',
  }),
  openRound: Type.Union([MinesRoundStateSchema, Type.Null()], {
    description: 'mines: the round the player left open, to finish before another',
  }),
});
export type OriginalsGameRules = Static<typeof OriginalsGameRulesSchema>;
