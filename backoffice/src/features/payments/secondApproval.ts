import type { SecondApprovalAmount } from '@croupier/contracts';
import { adminGet, adminPost, CURRENCY_CODE, DECIMAL_AMOUNT } from '../admin-api';

export type { SecondApprovalAmount };

export const loadSecondApprovalAmounts = (brandId: string) =>
  adminGet<SecondApprovalAmount[]>(`brands/${encodeURIComponent(brandId)}/second-approval`);

/** `above: null` removes the currency's rule; the answer is the brand's amounts after it. */
export const setSecondApprovalAmount = (
  brandId: string,
  amount: { currency: string; above: string | null },
) =>
  adminPost<SecondApprovalAmount[]>(
    `brands/${encodeURIComponent(brandId)}/second-approval`,
    amount,
  );

export function secondApprovalProblems(draft: { currency: string; above: string }) {
  const problems: Partial<Record<'currency' | 'above', string>> = {};
  if (!draft.currency) problems.currency = 'validation.required';
  else if (!CURRENCY_CODE.test(draft.currency)) problems.currency = 'validation.currencyCode';
  if (!draft.above) problems.above = 'validation.required';
  else if (!DECIMAL_AMOUNT.test(draft.above)) problems.above = 'validation.amount';
  return problems;
}
