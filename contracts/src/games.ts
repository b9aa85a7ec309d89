// The games: catalogue files, providers, launching, bet reports and lottery results. Amounts are
// decimal strings.

import { Type, type Static } from '@sinclair/typebox';

import { BrandIdSchema, DateTimeSchema, PageFields, PageSchema, literals } from './api';
import { GAME_CATEGORY_CODES } from './codes';

export const GameCategoryCodeSchema = literals(GAME_CATEGORY_CODES);
export const GpidSchema = Type.String({ pattern: '^[A-Z0-9]{2,10}$' });
export const GameCodeSchema = Type.String({ minLength: 1, maxLength: 64 });

/** The built-in demo provider's engines; every catalogue game not from Hub88 runs one of them. */
export const GameEngineSchema = literals(['slot', 'dice'] as const);
export type GameEngine = Static<typeof GameEngineSchema>;

/**
 * Items of `/data/listofgame.json` (body), `listOfPopularGame.json` and
 * `listOfRecommendedGame.json`.
 */
export const GameSchema = Type.Object({
  id: Type.Integer(),
  gpid: Type.String(),
  category: GameCategoryCodeSchema,
  name: Type.String(),
  code: Type.String(),
  thumbnail: Type.String(),
  isPopular: Type.Boolean(),
  isRecommended: Type.Boolean(),
  sort: Type.Integer(),
  engine: Type.Union([GameEngineSchema, Type.Null()], {
    description: 'null: the game is played at Hub88, the aggregator',
  }),
});
export type Game = Static<typeof GameSchema>;

/** `/data/listofgame.json`. */
export const GameCatalogueSchema = Type.Object({
  body: Type.Array(GameSchema),
  total: Type.Integer(),
});
export type GameCatalogue = Static<typeof GameCatalogueSchema>;

/** Items of `/data/listOfGameCategory.json`. */
export const GameCategorySchema = Type.Object({
  code: GameCategoryCodeSchema,
  name: Type.String(),
  sort: Type.Integer(),
});
export type GameCategory = Static<typeof GameCategorySchema>;

/** Items of `/data/listOfGameProvider.json` and of `gameNoAuth`. */
export const GameProviderSchema = Type.Object({
  gpid: Type.String(),
  gpname: Type.String(),
  gplogo: Type.String(),
});
export type GameProvider = Static<typeof GameProviderSchema>;

/** `gameNoAuth` body. */
export const GameProvidersRequestSchema = Type.Object(
  {
    systemType: Type.Literal('gameProvider'),
    brandId: BrandIdSchema,
    gameCategory: Type.String({
      minLength: 1,
      maxLength: 32,
      description: "'all' or a category code (lottery, cards, sports, slots, …)",
    }),
  },
  { additionalProperties: false },
);

/** `game` body (login token). */
export const GameLaunchRequestSchema = Type.Object(
  { gpid: GpidSchema, gameCode: GameCodeSchema },
  { additionalProperties: false },
);

/** `game` → data. The URL carries a one-time token. */
export const GameLaunchSchema = Type.Object({
  launchUrl: Type.String(),
  expiresAt: DateTimeSchema,
});
export type GameLaunch = Static<typeof GameLaunchSchema>;

/** `game/origins` with `{}` → data: the only origins the game page may frame. */
export const GameOriginsSchema = Type.Object({ gameOrigins: Type.Array(Type.String()) });
export type GameOrigins = Static<typeof GameOriginsSchema>;

const DateSchema = Type.String({ format: 'date', description: 'UTC day, YYYY-MM-DD, inclusive' });

/** `bet-report` and `reports` body. */
export const BetReportRequestSchema = Type.Object(
  {
    from: Type.Optional(DateSchema),
    to: Type.Optional(DateSchema),
    gpid: Type.Optional(GpidSchema),
    category: Type.Optional(GameCategoryCodeSchema),
    ...PageFields,
  },
  { additionalProperties: false },
);
export type BetReportRequest = Static<typeof BetReportRequestSchema>;

const DecimalSchema = Type.String();

export const BetRoundSchema = Type.Object({
  roundId: Type.String(),
  gpid: Type.String(),
  providerName: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  category: GameCategoryCodeSchema,
  currency: Type.String(),
  stake: DecimalSchema,
  win: DecimalSchema,
  net: Type.String({ description: 'win − stake' }),
  status: literals(['open', 'settled', 'rolledBack'] as const),
  createdAt: DateTimeSchema,
});
export type BetRound = Static<typeof BetRoundSchema>;

export const BetTotalsSchema = Type.Object({
  currency: Type.String(),
  stake: DecimalSchema,
  win: DecimalSchema,
  net: DecimalSchema,
});
export type BetTotals = Static<typeof BetTotalsSchema>;

/** `bet-report` / `reports` → data: a page of rounds; totals per currency span the whole filter. */
export const BetReportSchema = Type.Composite([
  PageSchema(BetRoundSchema),
  Type.Object({ totals: Type.Array(BetTotalsSchema) }),
]);
export type BetReport = Static<typeof BetReportSchema>;

/** `round/detail` body: one of the caller's rounds, by its id (and provider, when known). */
export const RoundDetailRequestSchema = Type.Object(
  {
    roundId: Type.String({ minLength: 1, maxLength: 200 }),
    gpid: Type.Optional(GpidSchema),
  },
  { additionalProperties: false },
);
export type RoundDetailRequest = Static<typeof RoundDetailRequestSchema>;

/** inProgress: open, its game session live; interrupted: open, the session ended (GLI-19 4.16). */
export const ROUND_STATUSES = ['inProgress', 'complete', 'interrupted', 'cancelled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

const NullableDecimal = Type.Union([DecimalSchema, Type.Null()]);

export const RoundMovementSchema = Type.Object({
  kind: literals(['bet', 'win', 'refund', 'jackpotContribution', 'jackpotWin'] as const),
  /** The player's real money, signed from the player's side (a bet is negative). */
  amount: DecimalSchema,
  bonusAmount: DecimalSchema,
  at: DateTimeSchema,
});
export type RoundMovement = Static<typeof RoundMovementSchema>;

/**
 * `round/detail` → data (and the staff's player round): the full record of one game cycle
 * (GLI-19 2.8.2, 4.14). Money comes from the ledger; `choices` and `outcome` from the game server
 * (the demo provider's draw, an original's signed record), null when the provider keeps them.
 */
export const RoundDetailSchema = Type.Object({
  roundId: Type.String(),
  gpid: Type.String(),
  provider: Type.String(),
  gameCode: Type.String(),
  game: Type.String(),
  category: GameCategoryCodeSchema,
  paytable: Type.Union([Type.String(), Type.Null()]),
  playerId: Type.String({ format: 'uuid' }),
  currency: Type.String(),
  status: literals(ROUND_STATUSES),
  startedAt: DateTimeSchema,
  endedAt: Type.Union([DateTimeSchema, Type.Null()]),
  wager: DecimalSchema,
  win: DecimalSchema,
  bonusWager: DecimalSchema,
  bonusWin: DecimalSchema,
  refund: Type.String({ description: 'Real and bonus money given back by a rollback' }),
  jackpotContribution: DecimalSchema,
  jackpotWin: DecimalSchema,
  fundsBefore: NullableDecimal,
  fundsAfter: NullableDecimal,
  choices: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  outcome: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  movements: Type.Array(RoundMovementSchema),
});
export type RoundDetail = Static<typeof RoundDetailSchema>;

export const LotteryDrawSchema = Type.Object({
  drawId: Type.String({ format: 'uuid' }),
  marketCode: Type.String(),
  drawNumber: Type.Integer({ minimum: 1, description: 'Sequential per market' }),
  winningNumbers: Type.String({ pattern: '^[0-9]+$', description: 'Digits as drawn, e.g. "4821"' }),
  drawnAt: DateTimeSchema,
});
export type LotteryDraw = Static<typeof LotteryDrawSchema>;

/** `lottery/markets` (public) → data: LotteryMarket[]. */
export const LotteryMarketSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  digits: Type.Integer({ minimum: 1 }),
  drawIntervalMinutes: Type.Integer({ minimum: 1 }),
  latestDraw: Type.Union([LotteryDrawSchema, Type.Null()]),
  nextDrawAt: DateTimeSchema,
});
export type LotteryMarket = Static<typeof LotteryMarketSchema>;

/** `lottery/draws` (public) body. */
export const LotteryDrawsRequestSchema = Type.Object(
  { marketCode: Type.String({ minLength: 1, maxLength: 16 }), ...PageFields },
  { additionalProperties: false },
);

/** `lottery/draws` → data. */
export const LotteryDrawPageSchema = PageSchema(LotteryDrawSchema);
export type LotteryDrawPage = Static<typeof LotteryDrawPageSchema>;
