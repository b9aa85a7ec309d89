import type {
  BonusOfferDraft,
  BonusOfferKind,
  BonusOfferTerms,
  BonusProduct,
  FreeSpinWinnings,
  WageringBase,
} from '@croupier/contracts';
import { CURRENCY_CODE, DECIMAL_AMOUNT } from '../admin-api';
import { instantOf } from '../forms';

// The offer editor's form: every field as typed, checked as the API checks it (contracts/src/
// bonus.ts) before it is turned into a BonusOfferDraft. The jurisdiction's rules stay the API's.

export interface CurrencyRow {
  currency: string;
  maxGrant: string;
  minDeposit: string;
  maxBet: string;
  /** Free-spins offers: the stake of each spin. */
  spinStake: string;
}

export interface WeightRow {
  category: string;
  percent: string;
}

export interface OfferForm {
  kind: BonusOfferKind;
  name: string;
  code: string;
  percent: string;
  currencies: CurrencyRow[];
  wageringMultiplier: string;
  wageringBase: WageringBase;
  defaultWeight: string;
  weights: WeightRow[];
  expiryDays: string;
  claimsPerPlayer: string;
  verifiedOnly: boolean;
  qualifyingProduct: BonusProduct;
  rewardProduct: BonusProduct;
  /** Whether the offer gives free spins, how many, on which games (one "<gpid>:<code>" a line). */
  freeSpins: boolean;
  spins: string;
  spinGames: string;
  spinWinnings: FreeSpinWinnings;
  /** `datetime-local` values, in the member's time zone; empty: now / no end. */
  validFrom: string;
  validUntil: string;
}

export const EMPTY_CURRENCY: CurrencyRow = {
  currency: '',
  maxGrant: '',
  minDeposit: '',
  maxBet: '',
  spinStake: '',
};
export const EMPTY_WEIGHT: WeightRow = { category: '', percent: '' };

export const NEW_OFFER: OfferForm = {
  kind: 'welcome',
  name: '',
  code: '',
  percent: '100',
  currencies: [{ ...EMPTY_CURRENCY, currency: 'IDR' }],
  wageringMultiplier: '10',
  wageringBase: 'bonus',
  defaultWeight: '100',
  weights: [],
  expiryDays: '30',
  claimsPerPlayer: '1',
  verifiedOnly: false,
  qualifyingProduct: 'casino',
  rewardProduct: 'casino',
  freeSpins: false,
  spins: '10',
  spinGames: '',
  spinWinnings: 'bonus',
  validFrom: '',
  validUntil: '',
};

/** The kinds that grant a share (of a deposit, or of net losses) and so need a percent. */
export const KINDS_WITH_PERCENT: ReadonlySet<BonusOfferKind> = new Set([
  'welcome',
  'reload',
  'cashback',
]);
/** The kinds a deposit qualifies for: only they have a smallest deposit. */
export const KINDS_WITH_MIN_DEPOSIT: ReadonlySet<BonusOfferKind> = new Set(['welcome', 'reload']);

const PERCENT = /^(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/;
const MULTIPLIER = /^(0|[1-9][0-9]?|100)(\.[0-9]{1,2})?$/;
const CODE = /^[A-Za-z0-9_-]{3,32}$/;
const CATEGORY = /^[a-z_]{1,32}$/;
const WHOLE = /^[0-9]{1,4}$/;
const GAME_KEY = /^[A-Za-z0-9_]{1,32}:.{1,128}$/;
const MAX_SPIN_GAMES = 50;

/** The free spins' games as typed: one "<gpid>:<code>" a line (or comma-separated). */
export function spinGamesOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const isPositive = (amount: string) => DECIMAL_AMOUNT.test(amount) && !/^0(\.0*)?$/.test(amount);
/** A free-spins offer may give no money besides its spins. */
const isGrantAmount = (amount: string, freeSpins: boolean) =>
  freeSpins ? DECIMAL_AMOUNT.test(amount) : isPositive(amount);
const inRange = (value: string, min: number, max: number) =>
  WHOLE.test(value) && Number(value) >= min && Number(value) <= max;

/**
 * Text keys of the problems by field: `name`, `currencies.0.maxGrant`, `weights.1.category`, … An
 * empty answer means the form can be sent.
 */
export function offerProblems(form: OfferForm): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = form.name.trim();
  if (!name) problems.name = 'validation.required';
  else if (name.length > 100) problems.name = 'offers.problems.nameTooLong';
  if (form.code.trim() && !CODE.test(form.code.trim())) problems.code = 'offers.problems.code';
  // A deposit match that gives free spins may give them instead of a percent.
  const percentOptional = form.freeSpins && !form.percent.trim();
  if (KINDS_WITH_PERCENT.has(form.kind) && !percentOptional) {
    if (
      !PERCENT.test(form.percent.trim()) ||
      Number(form.percent) <= 0 ||
      Number(form.percent) > 1000
    ) {
      problems.percent = 'offers.problems.percent';
    }
  }
  if (form.currencies.length === 0) problems.currencies = 'offers.problems.noCurrency';
  const seen = new Set<string>();
  form.currencies.forEach((row, index) => {
    const code = row.currency.trim().toUpperCase();
    if (!CURRENCY_CODE.test(code))
      problems[`currencies.${index}.currency`] = 'validation.currencyCode';
    else if (seen.has(code)) problems[`currencies.${index}.currency`] = 'offers.problems.repeated';
    seen.add(code);
    if (!isGrantAmount(row.maxGrant.trim(), form.freeSpins))
      problems[`currencies.${index}.maxGrant`] = form.freeSpins
        ? 'offers.problems.amountOrZero'
        : 'offers.problems.amount';
    if (form.freeSpins && !isPositive(row.spinStake.trim()))
      problems[`currencies.${index}.spinStake`] = 'offers.problems.amount';
    for (const optional of ['minDeposit', 'maxBet'] as const) {
      const value = row[optional].trim();
      if (value && !isPositive(value))
        problems[`currencies.${index}.${optional}`] = 'offers.problems.amount';
    }
  });
  if (!MULTIPLIER.test(form.wageringMultiplier.trim())) {
    problems.wageringMultiplier = 'offers.problems.multiplier';
  }
  if (!inRange(form.defaultWeight.trim(), 0, 100))
    problems.defaultWeight = 'offers.problems.weight';
  const categories = new Set<string>();
  form.weights.forEach((row, index) => {
    const category = row.category.trim();
    if (!CATEGORY.test(category))
      problems[`weights.${index}.category`] = 'offers.problems.category';
    else if (categories.has(category))
      problems[`weights.${index}.category`] = 'offers.problems.repeated';
    categories.add(category);
    if (!inRange(row.percent.trim(), 0, 100))
      problems[`weights.${index}.percent`] = 'offers.problems.weight';
  });
  if (form.freeSpins) Object.assign(problems, freeSpinProblems(form));
  if (!inRange(form.expiryDays.trim(), 1, 365)) problems.expiryDays = 'offers.problems.expiryDays';
  if (!inRange(form.claimsPerPlayer.trim(), 1, 1000)) {
    problems.claimsPerPlayer = 'offers.problems.claimsPerPlayer';
  }
  const from = instantOf(form.validFrom);
  const until = instantOf(form.validUntil);
  if (form.validFrom && from === null) problems.validFrom = 'offers.problems.instant';
  if (form.validUntil && until === null) problems.validUntil = 'offers.problems.instant';
  else if (from !== null && until !== null && until <= from) {
    problems.validUntil = 'offers.problems.untilBeforeFrom';
  }
  return problems;
}

function freeSpinProblems(form: OfferForm): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.kind === 'cashback') problems.freeSpins = 'offers.problems.cashbackSpins';
  if (!inRange(form.spins.trim(), 1, 1000)) problems.spins = 'offers.problems.spins';
  const games = spinGamesOf(form.spinGames);
  if (games.length === 0 || games.length > MAX_SPIN_GAMES) {
    problems.spinGames = 'offers.problems.spinGamesCount';
  } else if (!games.every((game) => GAME_KEY.test(game))) {
    problems.spinGames = 'offers.problems.spinGame';
  } else if (new Set(games).size !== games.length) {
    problems.spinGames = 'offers.problems.repeated';
  }
  return problems;
}

/** The draft the API takes, from a form without problems: only the fields its kind uses. */
export function toOfferDraft(form: OfferForm): BonusOfferDraft {
  const currencies: BonusOfferTerms['currencies'] = {};
  for (const row of form.currencies) {
    const minDeposit = row.minDeposit.trim();
    const maxBet = row.maxBet.trim();
    currencies[row.currency.trim().toUpperCase()] = {
      maxGrant: row.maxGrant.trim(),
      ...(minDeposit && KINDS_WITH_MIN_DEPOSIT.has(form.kind) ? { minDeposit } : {}),
      ...(maxBet ? { maxBet } : {}),
      ...(form.freeSpins ? { spinStake: row.spinStake.trim() } : {}),
    };
  }
  const percent = form.percent.trim();
  const terms: BonusOfferTerms = {
    ...(KINDS_WITH_PERCENT.has(form.kind) && percent ? { percent } : {}),
    currencies,
    wageringMultiplier: form.wageringMultiplier.trim(),
    wageringBase: form.wageringBase,
    weights: {
      default: Number(form.defaultWeight),
      categories: Object.fromEntries(
        form.weights.map((row) => [row.category.trim(), Number(row.percent)]),
      ),
      providers: {},
      games: {},
    },
    expiryDays: Number(form.expiryDays),
    claimsPerPlayer: Number(form.claimsPerPlayer),
    verifiedOnly: form.verifiedOnly,
    qualifyingProduct: form.qualifyingProduct,
    rewardProduct: form.rewardProduct,
    ...(form.freeSpins
      ? {
          freeSpins: {
            spins: Number(form.spins),
            games: spinGamesOf(form.spinGames),
            winnings: form.spinWinnings,
          },
        }
      : {}),
  };
  const code = form.code.trim();
  const validFrom = instantOf(form.validFrom);
  const validUntil = instantOf(form.validUntil);
  return {
    kind: form.kind,
    name: form.name.trim(),
    ...(code ? { code } : {}),
    terms,
    ...(validFrom ? { validFrom } : {}),
    ...(validUntil ? { validUntil } : {}),
  };
}
