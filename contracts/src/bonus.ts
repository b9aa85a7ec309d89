// The bonus engine (docs/bonus.md): offers and their terms, a player's grants and the entries that
// prove every figure of a grant, the player's calls (`bonus/*`) and the operator's
// (`/admin/v1/…bonus…`). Amounts are decimal strings at the currency's scale.

import { Type, type Static, type TSchema } from '@sinclair/typebox';

import {
  AmountSchema,
  BrandIdSchema,
  CurrencyCodeSchema,
  DateTimeSchema,
  DecimalStringSchema,
  PageFields,
  literals,
  type Page,
} from './api';
import {
  BONUS_ENTRY_TYPES,
  BONUS_GRANT_STATUSES,
  BONUS_OFFER_KINDS,
  BONUS_OFFER_STATUSES,
  BONUS_PRODUCTS,
  FREE_SPIN_WINNINGS,
  JURISDICTIONS,
  SPENDING_ORDERS,
  WAGERING_BASES,
} from './codes';
import { ReportFormatSchema } from './reports';

export const BonusOfferKindSchema = literals(BONUS_OFFER_KINDS);
export const BonusOfferStatusSchema = literals(BONUS_OFFER_STATUSES);
export const BonusGrantStatusSchema = literals(BONUS_GRANT_STATUSES);
export const BonusEntryTypeSchema = literals(BONUS_ENTRY_TYPES);
export const SpendingOrderSchema = literals(SPENDING_ORDERS);
export const JurisdictionSchema = literals(JURISDICTIONS);
export const WageringBaseSchema = literals(WAGERING_BASES);
export const BonusProductSchema = literals(BONUS_PRODUCTS);
export const FreeSpinWinningsSchema = literals(FREE_SPIN_WINNINGS);

const IdSchema = Type.String({ format: 'uuid' });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A whole percentage, 0–100: the share of a stake that counts toward wagering. */
const WeightPercentSchema = Type.Integer({ minimum: 0, maximum: 100 });

/** A percentage with at most two decimals, above 0 and at most 1000 (a match of 1000 %). */
export const BonusPercentSchema = Type.String({
  pattern: '^(0|[1-9][0-9]{0,3})(\\.[0-9]{1,2})?$',
  description: 'Decimal string, e.g. "100" or "12.5"',
});

/** A wagering multiplier: 0 (no wagering) to 100, at most two decimals. */
export const WageringMultiplierSchema = Type.String({
  pattern: '^(0|[1-9][0-9]?|100)(\\.[0-9]{1,2})?$',
  description: 'Decimal string, e.g. "10": wagering required = multiplier × base',
});

/** An offer's terms in one currency; the currencies listed are the ones the offer is given in. */
export const BonusCurrencyTermsSchema = Type.Object(
  {
    maxGrant: Type.String({
      ...AmountSchema,
      description:
        'Deposit matches and cashback: the most one grant gives; no-deposit and manual: the ' +
        'amount granted ("0" in an offer that gives free spins only)',
    }),
    spinStake: Type.Optional(
      Type.String({
        ...AmountSchema,
        description:
          'Free-spins offers: the fixed stake of each free spin in this currency (required there)',
      }),
    ),
    minDeposit: Type.Optional(
      Type.String({ ...AmountSchema, description: 'Deposit matches: the smallest deposit' }),
    ),
    maxBet: Type.Optional(
      Type.String({
        ...AmountSchema,
        description: 'The largest stake accepted while the grant is active; none: no bound',
      }),
    ),
    maxWinnings: Type.Optional(
      Type.String({
        ...AmountSchema,
        description:
          'A cap on what converts once wagering is met. Every jurisdiction profile refuses it ' +
          '(GLI-19): present only so that the refusal can name its rule',
      }),
    ),
  },
  { additionalProperties: false },
);
export type BonusCurrencyTerms = Static<typeof BonusCurrencyTermsSchema>;

/**
 * How much each stake counts toward wagering, in whole percent: the game's own weight, else its
 * provider's, else its category's, else `default`.
 */
export const ContributionWeightsSchema = Type.Object(
  {
    default: WeightPercentSchema,
    categories: Type.Record(Type.String({ pattern: '^[a-z_]{1,32}$' }), WeightPercentSchema, {
      description: 'By game category code (slots, fishing, casino, cards, lottery, sports, …)',
    }),
    providers: Type.Record(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }), WeightPercentSchema, {
      description: 'By provider gpid',
    }),
    games: Type.Record(
      Type.String({ pattern: '^[A-Za-z0-9_]{1,32}:.{1,128}$' }),
      WeightPercentSchema,
      {
        description: 'By game, keyed "<gpid>:<game code>"',
      },
    ),
  },
  { additionalProperties: false },
);
export type ContributionWeights = Static<typeof ContributionWeightsSchema>;

/** A game a free spin may be played on: "<gpid>:<game code>" (an in-house or a Hub88 game). */
export const FreeSpinGameSchema = Type.String({
  pattern: '^[A-Za-z0-9_]{1,32}:.{1,128}$',
  description: 'A catalogue game, "<gpid>:<game code>": the demo provider\'s or Hub88\'s',
});

/**
 * The free spins an offer gives (besides or instead of money): how many, on which games, and
 * what their winnings become. The stake of a spin is per currency (`spinStake`); the spins expire
 * with the grant (`expiryDays` from activation).
 */
export const FreeSpinsTermsSchema = Type.Object(
  {
    spins: Type.Integer({ minimum: 1, maximum: 1000, description: 'Spins per grant' }),
    games: Type.Array(FreeSpinGameSchema, { minItems: 1, maxItems: 50, uniqueItems: true }),
    /**
     * bonus: credited to the grant as bonus money, wagered by the offer's multiplier; real:
     * credited to the player's real money.
     */
    winnings: FreeSpinWinningsSchema,
  },
  { additionalProperties: false },
);
export type FreeSpinsTerms = Static<typeof FreeSpinsTermsSchema>;

/** Everything a grant promises; each grant keeps a copy (its snapshot) that never changes. */
export const BonusOfferTermsSchema = Type.Object(
  {
    percent: Type.Optional(
      Type.String({
        ...BonusPercentSchema,
        description:
          "Deposit matches: the deposit's share granted; cashback: the net losses' share",
      }),
    ),
    currencies: Type.Record(CurrencyCodeSchema, BonusCurrencyTermsSchema, {
      description:
        'Per currency the offer is given in; a player of another currency cannot take it',
    }),
    wageringMultiplier: WageringMultiplierSchema,
    wageringBase: WageringBaseSchema,
    weights: ContributionWeightsSchema,
    expiryDays: Type.Integer({
      minimum: 1,
      maximum: 365,
      description: 'Days from activation until unconverted bonus money expires',
    }),
    claimsPerPlayer: Type.Integer({
      minimum: 1,
      maximum: 1000,
      description: 'How many grants of this offer one player may hold over time',
    }),
    verifiedOnly: Type.Boolean({
      description: "Only a player whose identity is verified (KYC status 'verified') may take it",
    }),
    qualifyingProduct: BonusProductSchema,
    rewardProduct: BonusProductSchema,
    freeSpins: Type.Optional(FreeSpinsTermsSchema),
  },
  { additionalProperties: false },
);
export type BonusOfferTerms = Static<typeof BonusOfferTermsSchema>;

/** How a player takes an offer: at the deposit form, by opting in (or its code), or not at all. */
export const BonusClaimRouteSchema = literals(['deposit', 'optIn', 'automatic', 'staff'] as const);

/** `bonus/offers` `{}` → data: what the caller can take now, with every term. */
export const BonusOfferSchema = Type.Object({
  offerId: IdSchema,
  kind: BonusOfferKindSchema,
  name: Type.String(),
  /**
   * deposit: choose it on depo-wd (bonusOfferId); optIn: bonus/claim; automatic: cashback, granted
   * by its schedule; staff: granted by the operator.
   */
  claimBy: BonusClaimRouteSchema,
  terms: BonusOfferTermsSchema,
  validFrom: DateTimeSchema,
  validUntil: nullable(DateTimeSchema),
});
export type BonusOffer = Static<typeof BonusOfferSchema>;

export const BonusOffersRequestSchema = Type.Object({}, { additionalProperties: false });

/** `bonus/claim` body: an offer the list shows, or a code the operator published. */
export const BonusClaimRequestSchema = Type.Union([
  Type.Object({ offerId: IdSchema }, { additionalProperties: false }),
  Type.Object(
    { code: Type.String({ minLength: 1, maxLength: 32, description: 'Case does not matter' }) },
    { additionalProperties: false },
  ),
]);
export type BonusClaimRequest = Static<typeof BonusClaimRequestSchema>;

/** A grant's free spins: null for a grant without any. */
export const FreeSpinsStateSchema = Type.Object({
  total: Type.Integer({ minimum: 1 }),
  used: Type.Integer({ minimum: 0 }),
  remaining: Type.Integer({
    minimum: 0,
    description: 'Spins left to play: 0 once the grant ended (expiry forfeits the unused ones)',
  }),
  stake: Type.String({ ...DecimalStringSchema, description: 'The stake of each spin' }),
  games: Type.Array(FreeSpinGameSchema),
  winnings: FreeSpinWinningsSchema,
  won: Type.String({ ...DecimalStringSchema, description: 'What the spins played have won' }),
});
export type FreeSpinsState = Static<typeof FreeSpinsStateSchema>;

/** A grant as the player and the operator see it: `bonus/grants` items, `bonus/claim` answer. */
export const BonusGrantSchema = Type.Object({
  grantId: IdSchema,
  offerId: IdSchema,
  kind: BonusOfferKindSchema,
  name: Type.String({ description: "The offer's name" }),
  status: BonusGrantStatusSchema,
  currency: Type.String(),
  granted: DecimalStringSchema,
  bonusBalance: DecimalStringSchema,
  wageringRequired: DecimalStringSchema,
  wageringProgress: DecimalStringSchema,
  maxBet: nullable(DecimalStringSchema),
  expiresAt: nullable(
    Type.String({
      ...DateTimeSchema,
      description: 'Null while pending: the clock starts on activation',
    }),
  ),
  terms: BonusOfferTermsSchema,
  spendingOrder: SpendingOrderSchema,
  createdAt: DateTimeSchema,
  endedAt: nullable(DateTimeSchema),
  endReason: nullable(
    Type.String({ description: 'Why it was forfeited or expired, e.g. "withdrawal", "player"' }),
  ),
  freeSpins: nullable(FreeSpinsStateSchema),
});
export type BonusGrant = Static<typeof BonusGrantSchema>;

/** `bonus/grants` body; → data: the caller's grants, newest first. */
export const BonusGrantsRequestSchema = Type.Object(
  { status: Type.Optional(BonusGrantStatusSchema) },
  { additionalProperties: false },
);
export type BonusGrantsRequest = Static<typeof BonusGrantsRequestSchema>;
export const BonusGrantListSchema = Type.Array(BonusGrantSchema);

/**
 * One movement of a grant, signed from the player's side: a stake's real and bonus parts are
 * negative, a win's positive. `bonusBalanceAfter` = the previous entry's + `bonusAmount`.
 */
export const BonusEntrySchema = Type.Object({
  entryId: Type.String(),
  type: BonusEntryTypeSchema,
  realAmount: DecimalStringSchema,
  bonusAmount: DecimalStringSchema,
  weight: nullable(
    Type.String({ ...DecimalStringSchema, description: 'Stakes and rollbacks: e.g. "0.1"' }),
  ),
  progressAdded: DecimalStringSchema,
  bonusBalanceAfter: DecimalStringSchema,
  gameCode: nullable(
    Type.String({ description: 'Stakes, wins, rollbacks and free spins: "<gpid>:<code>"' }),
  ),
  spin: nullable(
    Type.Integer({ minimum: 1, description: 'A free spin: which one it was (k of the total)' }),
  ),
  at: DateTimeSchema,
});
export type BonusEntry = Static<typeof BonusEntrySchema>;
export type BonusEntryPage = Page<BonusEntry>;

/** `bonus/entries` body → data: a page of the grant's entries, oldest first. */
export const BonusEntriesRequestSchema = Type.Object(
  { grantId: IdSchema, ...PageFields },
  { additionalProperties: false },
);
export type BonusEntriesRequest = Static<typeof BonusEntriesRequestSchema>;

/** `bonus/forfeit` body → data: the grant, forfeited (its bonus money returns to the house). */
export const BonusForfeitRequestSchema = Type.Object(
  { grantId: IdSchema },
  { additionalProperties: false },
);

/**
 * `subscription bonusGrant(brandUsername)`: a grant of the player changed status (activated,
 * converted, forfeited, expired), with the money that moved.
 */
export const BonusGrantEventSchema = Type.Object({
  brandUsername: Type.String(),
  grantId: IdSchema,
  status: BonusGrantStatusSchema,
  currency: Type.String(),
  amount: Type.String({
    ...DecimalStringSchema,
    description: 'completed: converted to real money; forfeited/expired: taken back; else granted',
  }),
});
export type BonusGrantEvent = Static<typeof BonusGrantEventSchema>;

// The operator's calls (/admin/v1): role marketing writes, payments and support read.

/** `POST /admin/v1/brands/:brandId/bonus-offers` body: a new offer (offers are never edited). */
export const BonusOfferDraftSchema = Type.Object(
  {
    kind: BonusOfferKindSchema,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    code: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]{3,32}$',
        description: 'Players claim with it (bonus/claim { code }); unique in the brand, any case',
      }),
    ),
    terms: BonusOfferTermsSchema,
    validFrom: Type.Optional(DateTimeSchema),
    validUntil: Type.Optional(DateTimeSchema),
  },
  { additionalProperties: false },
);
export type BonusOfferDraft = Static<typeof BonusOfferDraftSchema>;

/** An offer as the operator sees it. */
export const AdminBonusOfferSchema = Type.Object({
  offerId: IdSchema,
  brandId: BrandIdSchema,
  kind: BonusOfferKindSchema,
  name: Type.String(),
  code: nullable(Type.String()),
  terms: BonusOfferTermsSchema,
  status: BonusOfferStatusSchema,
  validFrom: DateTimeSchema,
  validUntil: nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
  archivedAt: nullable(DateTimeSchema),
});
export type AdminBonusOffer = Static<typeof AdminBonusOfferSchema>;

/** `GET /admin/v1/brands/:brandId/bonus-offers` query → data: { items }, newest first. */
export const BonusOfferListQuerySchema = Type.Object(
  { status: Type.Optional(BonusOfferStatusSchema) },
  { additionalProperties: false },
);
export const BonusOfferListSchema = Type.Object({ items: Type.Array(AdminBonusOfferSchema) });

/** The bonus part of `/admin/v1/brands/:brandId/settings`. */
export const BrandBonusSettingsSchema = Type.Object(
  {
    /** The rules every offer of the brand is checked against when it is saved. */
    jurisdiction: JurisdictionSchema,
    /** Which money a bet spends first; a grant keeps the order it was made under. */
    spendingOrder: SpendingOrderSchema,
  },
  { additionalProperties: false },
);
export type BrandBonusSettings = Static<typeof BrandBonusSettingsSchema>;

/**
 * `POST /admin/v1/players/:playerId/bonus-grants` body: grants the offer to the player now (a
 * manual or no-deposit offer's amount; a deposit match needs a deposit and is refused).
 */
export const AdminBonusGrantRequestSchema = Type.Object(
  {
    offerId: IdSchema,
    currency: Type.Optional(
      Type.String({ ...CurrencyCodeSchema, description: "Default: the player's active wallet" }),
    ),
  },
  { additionalProperties: false },
);
export type AdminBonusGrantRequest = Static<typeof AdminBonusGrantRequestSchema>;

/** `POST /admin/v1/bonus-grants/:grantId/forfeit` body. */
export const AdminBonusForfeitRequestSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/**
 * `GET /admin/v1/brands/:brandId/bonus-report?from&to[&format=csv]` query: days (UTC), both
 * included; csv answers the rows as text/csv.
 */
export const BonusReportQuerySchema = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    format: Type.Optional(ReportFormatSchema),
  },
  { additionalProperties: false },
);

/** One offer's figures in one currency over the period (outstanding: now, of its grants). */
export const BonusReportRowSchema = Type.Object({
  offerId: IdSchema,
  name: Type.String(),
  kind: BonusOfferKindSchema,
  currency: Type.String(),
  claims: Type.Integer({ minimum: 0 }),
  granted: DecimalStringSchema,
  converted: DecimalStringSchema,
  forfeited: DecimalStringSchema,
  expired: DecimalStringSchema,
  outstanding: Type.String({
    ...DecimalStringSchema,
    description: 'Bonus money its pending and active grants hold now',
  }),
});
export type BonusReportRow = Static<typeof BonusReportRowSchema>;
export const BonusReportSchema = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  items: Type.Array(BonusReportRowSchema),
});
export type BonusReport = Static<typeof BonusReportSchema>;
