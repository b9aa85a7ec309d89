import {
  BONUS_OFFER_KINDS,
  BONUS_PRODUCTS,
  WAGERING_BASES,
  type AdminBonusOffer,
  type BonusOfferDraft,
  type BonusReport,
} from '@croupier/contracts';
import { adminGet, adminPost, CURRENCY_CODE, DECIMAL_AMOUNT } from '../admin-api';

export { BONUS_OFFER_KINDS, BONUS_PRODUCTS, WAGERING_BASES };

const offersPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/bonus-offers`;

export const listOffers = (brandId: string, status: '' | 'active' | 'archived') =>
  adminGet<{ items: AdminBonusOffer[] }>(offersPath(brandId), status ? { status } : undefined);

export const createOffer = (brandId: string, draft: BonusOfferDraft) =>
  adminPost<AdminBonusOffer>(offersPath(brandId), draft);

export const archiveOffer = (brandId: string, offerId: string) =>
  adminPost<AdminBonusOffer>(`${offersPath(brandId)}/${encodeURIComponent(offerId)}/archive`, {});

export const loadBonusReport = (brandId: string, from: string, to: string) =>
  adminGet<BonusReport>(`brands/${encodeURIComponent(brandId)}/bonus-report`, { from, to });

/** The report as a CSV file: a plain link, so the browser downloads it with the cookie. */
export const bonusReportCsvUrl = (brandId: string, from: string, to: string) =>
  `/admin/v1/brands/${encodeURIComponent(brandId)}/bonus-report?${new URLSearchParams({
    from,
    to,
    format: 'csv',
  }).toString()}`;

/** The categories the editor weighs one by one (docs/bonus.md#terms). */
export const WEIGHED_CATEGORIES = [
  'slots',
  'fishing',
  'casino',
  'cards',
  'lottery',
  'sports',
] as const;
type WeightField = `weight_${(typeof WEIGHED_CATEGORIES)[number]}`;

/** The editor's fields as typed: one currency per offer made here (the API takes several). */
export type OfferForm = {
  kind: string;
  name: string;
  code: string;
  percent: string;
  currency: string;
  maxGrant: string;
  minDeposit: string;
  maxBet: string;
  wageringMultiplier: string;
  wageringBase: string;
  expiryDays: string;
  claimsPerPlayer: string;
  verifiedOnly: string;
  qualifyingProduct: string;
  rewardProduct: string;
  weightDefault: string;
  validUntil: string;
} & Record<WeightField, string>;

export const EMPTY_OFFER: OfferForm = {
  kind: 'reload',
  name: '',
  code: '',
  percent: '50',
  currency: 'IDR',
  maxGrant: '',
  minDeposit: '',
  maxBet: '',
  wageringMultiplier: '10',
  wageringBase: 'bonus',
  expiryDays: '30',
  claimsPerPlayer: '1',
  verifiedOnly: 'no',
  qualifyingProduct: 'casino',
  rewardProduct: 'casino',
  weightDefault: '0',
  weight_slots: '100',
  weight_fishing: '100',
  weight_casino: '10',
  weight_cards: '10',
  weight_lottery: '0',
  weight_sports: '0',
  validUntil: '',
};

/** What the form sends, trimmed; empty optional fields are left out. */
export function draftOf(form: OfferForm): BonusOfferDraft & { form: OfferForm } {
  const value = (text: string) => text.trim();
  const optional = (text: string) => (value(text) === '' ? undefined : value(text));
  const matches = form.kind === 'welcome' || form.kind === 'reload';
  const takesPercent = matches || form.kind === 'cashback';
  const categories = Object.fromEntries(
    WEIGHED_CATEGORIES.map((category) => [category, Number(form[`weight_${category}`])]),
  );
  const until = optional(form.validUntil);
  return {
    form,
    kind: form.kind as BonusOfferDraft['kind'],
    name: value(form.name),
    ...(optional(form.code) && { code: value(form.code) }),
    terms: {
      ...(takesPercent && { percent: value(form.percent) }),
      currencies: {
        [value(form.currency).toUpperCase()]: {
          maxGrant: value(form.maxGrant),
          ...(matches && optional(form.minDeposit) && { minDeposit: value(form.minDeposit) }),
          ...(optional(form.maxBet) && { maxBet: value(form.maxBet) }),
        },
      },
      wageringMultiplier: value(form.wageringMultiplier),
      wageringBase: form.wageringBase as BonusOfferDraft['terms']['wageringBase'],
      weights: { default: Number(form.weightDefault), categories, providers: {}, games: {} },
      expiryDays: Number(form.expiryDays),
      claimsPerPlayer: Number(form.claimsPerPlayer),
      verifiedOnly: form.verifiedOnly === 'yes',
      qualifyingProduct: form.qualifyingProduct as BonusOfferDraft['terms']['qualifyingProduct'],
      rewardProduct: form.rewardProduct as BonusOfferDraft['terms']['rewardProduct'],
    },
    ...(until && { validUntil: new Date(until).toISOString() }),
  };
}

const PERCENT = /^(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/;
const MULTIPLIER = /^(0|[1-9][0-9]?|100)(\.[0-9]{1,2})?$/;
const CODE = /^[A-Za-z0-9_-]{3,32}$/;
const isWhole = (text: string, min: number, max: number) =>
  /^[0-9]+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
const isAmount = (text: string) =>
  DECIMAL_AMOUNT.test(text.trim()) && !/^0(\.0*)?$/.test(text.trim());

/** Text keys of each field's problem, checked as the API checks them. */
export function offerProblems({
  form,
}: {
  form: OfferForm;
}): Partial<Record<keyof OfferForm, string>> {
  const problems: Partial<Record<keyof OfferForm, string>> = {};
  const takesPercent = ['welcome', 'reload', 'cashback'].includes(form.kind);
  if (!form.name.trim()) problems.name = 'validation.required';
  else if (form.name.trim().length > 100) problems.name = 'offers.nameTooLong';
  if (form.code.trim() && !CODE.test(form.code.trim())) problems.code = 'offers.codeFormat';
  if (takesPercent && !PERCENT.test(form.percent.trim())) problems.percent = 'offers.percentFormat';
  if (!CURRENCY_CODE.test(form.currency.trim().toUpperCase())) {
    problems.currency = 'bonuses.currencyFormat';
  }
  if (!isAmount(form.maxGrant)) problems.maxGrant = 'bonuses.amountFormat';
  for (const name of ['minDeposit', 'maxBet'] as const) {
    if (form[name].trim() && !isAmount(form[name])) problems[name] = 'bonuses.amountFormat';
  }
  if (!MULTIPLIER.test(form.wageringMultiplier.trim())) {
    problems.wageringMultiplier = 'offers.multiplierFormat';
  }
  if (!isWhole(form.expiryDays, 1, 365)) problems.expiryDays = 'offers.daysFormat';
  if (!isWhole(form.claimsPerPlayer, 1, 1000)) problems.claimsPerPlayer = 'offers.claimsFormat';
  for (const name of ['weightDefault', ...WEIGHED_CATEGORIES.map((c) => `weight_${c}`)] as const) {
    if (!isWhole(form[name as keyof OfferForm], 0, 100)) {
      problems[name as keyof OfferForm] = 'offers.weightFormat';
    }
  }
  if (form.validUntil.trim() && Number.isNaN(Date.parse(form.validUntil))) {
    problems.validUntil = 'offers.dateFormat';
  }
  return problems;
}
