import { adminGet, adminPost } from '../admin-api';

/** A stored pair: `rate` units of targetCurrency per 1 currency; decimal strings. */
export interface ExchangeRateSetting {
  currency: string;
  targetCurrency: string;
  rate: string;
  spread: string;
  updatedAt: string;
}

export interface RateDraft {
  currency: string;
  targetCurrency: string;
  rate: string;
  spread: string;
}

export const loadRates = () => adminGet<ExchangeRateSetting[]>('rates');

export const setRate = (draft: RateDraft) => adminPost<ExchangeRateSetting>('rates', draft);

const CURRENCY = /^[A-Z0-9]{2,10}$/;
const POSITIVE_DECIMAL = /^(0|[1-9][0-9]{0,19})(\.[0-9]{1,18})?$/;
const SPREAD = /^0(\.[0-9]{1,18})?$/;

/** Text keys of each field's problem, as the API would refuse it. */
export function rateProblems(draft: RateDraft): Partial<Record<keyof RateDraft, string>> {
  const problems: Partial<Record<keyof RateDraft, string>> = {};
  if (!CURRENCY.test(draft.currency)) problems.currency = 'rates.currencyFormat';
  if (!CURRENCY.test(draft.targetCurrency)) problems.targetCurrency = 'rates.currencyFormat';
  else if (draft.targetCurrency === draft.currency) problems.targetCurrency = 'rates.sameCurrency';
  if (!POSITIVE_DECIMAL.test(draft.rate) || /^0(\.0*)?$/.test(draft.rate)) {
    problems.rate = 'rates.rateFormat';
  }
  if (!SPREAD.test(draft.spread)) problems.spread = 'rates.spreadFormat';
  return problems;
}
