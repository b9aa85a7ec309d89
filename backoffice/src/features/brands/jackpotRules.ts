import type { JackpotRules } from '@croupier/contracts';
import { adminGet, adminPost, DECIMAL_AMOUNT } from '../admin-api';

export type { JackpotRules };

export type JackpotRulesDraft = Pick<JackpotRules, 'contributionRate' | 'seedAmount' | 'active'>;

const jackpotPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/jackpot`;

export const loadJackpotRules = (brandId: string) => adminGet<JackpotRules>(jackpotPath(brandId));

export const changeJackpotRules = (brandId: string, draft: JackpotRulesDraft) =>
  adminPost<JackpotRules>(jackpotPath(brandId), draft);

const SHARE = /^0\.[0-9]{1,8}$/;

/** Text keys of each field's problem, as the API would refuse it. */
export function jackpotRulesProblems(draft: JackpotRulesDraft) {
  const problems: Partial<Record<'contributionRate' | 'seedAmount', string>> = {};
  if (!SHARE.test(draft.contributionRate) || Number(draft.contributionRate) === 0) {
    problems.contributionRate = 'brands.jackpotRules.rateFormat';
  }
  if (!DECIMAL_AMOUNT.test(draft.seedAmount) || Number(draft.seedAmount) === 0) {
    problems.seedAmount = 'brands.jackpotRules.seedFormat';
  }
  return problems;
}
