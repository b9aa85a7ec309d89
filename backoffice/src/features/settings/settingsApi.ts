import { REALITY_CHECK_MINUTES, type ReferralProgramme } from '@croupier/contracts';
import { adminGet, adminPatch, adminPost, DECIMAL_AMOUNT } from '../admin-api';

export type { ReferralProgramme };

const brandPath = (brandId: string, setting: string) =>
  `brands/${encodeURIComponent(brandId)}/${setting}`;

/** The protection settings this screen changes (the significant events' thresholds aside). */
export interface BrandProtection {
  baseCurrency: string;
  verifyBeforeDeposit: boolean;
  verifyBeforeWithdrawal: boolean;
  verifyBeforePlay: boolean;
  amlThreshold: string;
  realityCheckMinutes: number;
  realityCheckCanBeOff: boolean;
  promptDepositLimit: boolean;
}

export type ProtectionDraft = Omit<BrandProtection, 'baseCurrency'>;

export { REALITY_CHECK_MINUTES };

export const loadProtection = (brandId: string) =>
  adminGet<BrandProtection>(brandPath(brandId, 'protection'));

export const saveProtection = (brandId: string, draft: ProtectionDraft) =>
  adminPatch<BrandProtection>(brandPath(brandId, 'protection'), draft);

const isPositiveAmount = (text: string) => DECIMAL_AMOUNT.test(text) && !/^0(\.0*)?$/.test(text);

/** Text keys of each field's problem, as the API would refuse it. */
export function protectionProblems(draft: ProtectionDraft) {
  const problems: Partial<Record<keyof ProtectionDraft, string>> = {};
  if (!isPositiveAmount(draft.amlThreshold)) problems.amlThreshold = 'settings.positiveAmount';
  if (draft.realityCheckMinutes === 0 && !draft.realityCheckCanBeOff) {
    problems.realityCheckMinutes = 'settings.realityCheckOffNeedsChoice';
  }
  return problems;
}

export const loadReferralProgramme = (brandId: string) =>
  adminGet<ReferralProgramme>(brandPath(brandId, 'referral-programme'));

export const saveReferralProgramme = (brandId: string, programme: ReferralProgramme) =>
  adminPost<ReferralProgramme>(brandPath(brandId, 'referral-programme'), programme);

/** 0 to 100 with up to 4 decimals, as the API stores it. */
const PERCENT = /^(100(\.0{1,4})?|[1-9]?[0-9](\.[0-9]{1,4})?)$/;

export function referralProblems(programme: ReferralProgramme) {
  const problems: Partial<Record<keyof ReferralProgramme, string>> = {};
  if (!PERCENT.test(programme.commissionPercent)) {
    problems.commissionPercent = 'settings.percentFormat';
  } else if (programme.enabled && Number(programme.commissionPercent) === 0) {
    problems.commissionPercent = 'settings.runningNeedsCommission';
  }
  return problems;
}
