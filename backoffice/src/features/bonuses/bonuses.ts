import type { Bonus } from '@croupier/contracts';
import { adminPost, CURRENCY_CODE, DECIMAL_AMOUNT } from '../admin-api';

export interface PromotionDraft {
  brandId: string;
  username: string;
  amount: string;
  currency: string;
  description: string;
}

/** Credits once per `idempotencyKey`: a retry of the same promotion never pays it twice. */
export const creditPromotion = (draft: PromotionDraft, idempotencyKey: string) =>
  adminPost<Bonus>('bonuses/promotion', draft, { 'Idempotency-Key': idempotencyKey });

/** Text keys of each field's problem, checked as the API checks them. */
export function promotionProblems(
  draft: PromotionDraft,
): Partial<Record<keyof PromotionDraft, string>> {
  const problems: Partial<Record<keyof PromotionDraft, string>> = {};
  if (!draft.brandId) problems.brandId = 'validation.required';
  if (!draft.username) problems.username = 'validation.required';
  else if (draft.username.length > 64) problems.username = 'bonuses.usernameTooLong';
  if (!DECIMAL_AMOUNT.test(draft.amount) || /^0(\.0*)?$/.test(draft.amount)) {
    problems.amount = 'bonuses.amountFormat';
  }
  if (!CURRENCY_CODE.test(draft.currency)) problems.currency = 'bonuses.currencyFormat';
  if (!draft.description) problems.description = 'validation.required';
  else if (draft.description.length > 200) problems.description = 'bonuses.descriptionTooLong';
  return problems;
}
