import type { ExchangeRateSetting } from '@croupier/contracts';
import { adminGet, adminPost, CURRENCY_CODE, DECIMAL_AMOUNT } from '../admin-api';

/** A stored pair: `rate` units of targetCurrency per 1 currency; decimal strings. */
export type { ExchangeRateSetting };

export interface RateDraft {
  currency: string;
  targetCurrency: string;
  rate: string;
  spread: string;
}

export const loadRates = () => adminGet<ExchangeRateSetting[]>('rates');

export const setRate = (draft: RateDraft) => adminPost<ExchangeRateSetting>('rates', draft);

const SPREAD = /^0(\.[0-9]{1,18})?$/;

/** Text keys of each field's problem, as the API would refuse it. */
export function rateProblems(draft: RateDraft): Partial<Record<keyof RateDraft, string>> {
  const problems: Partial<Record<keyof RateDraft, string>> = {};
  if (!CURRENCY_CODE.test(draft.currency)) problems.currency = 'rates.currencyFormat';
  if (!CURRENCY_CODE.test(draft.targetCurrency)) problems.targetCurrency = 'rates.currencyFormat';
  else if (draft.targetCurrency === draft.currency) problems.targetCurrency = 'rates.sameCurrency';
  if (!DECIMAL_AMOUNT.test(draft.rate) || /^0(\.0*)?$/.test(draft.rate)) {
    problems.rate = 'rates.rateFormat';
  }
  if (!SPREAD.test(draft.spread)) problems.spread = 'rates.spreadFormat';
  return problems;
}
