import type { OriginalsGameSettings } from '@croupier/contracts';
import { adminGet, adminPost, CURRENCY_CODE, DECIMAL_AMOUNT } from '../admin-api';

// A brand's originals as the owner edits them: the house edge as a percentage (the API's
// fraction × 100) and each currency's stake and payout bounds, checked as the API refuses them.

export type { OriginalsGameSettings };
export type OriginalGame = OriginalsGameSettings['game'];
export type OriginalLimit = OriginalsGameSettings['limits'][number];

export interface OriginalDraft {
  enabled: boolean;
  /** 1 … 5 with up to 2 decimals, e.g. "2.5" for an edge of 0.025. */
  edgePercent: string;
  limits: OriginalLimit[];
}

const originalsPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/originals`;

export const loadOriginals = (brandId: string) =>
  adminGet<OriginalsGameSettings[]>(originalsPath(brandId));

export const changeOriginal = (brandId: string, game: OriginalGame, draft: OriginalDraft) =>
  adminPost<OriginalsGameSettings>(`${originalsPath(brandId)}/${game}`, {
    enabled: draft.enabled,
    edge: edgeFraction(draft.edgePercent),
    limits: draft.limits,
  });

/** "0.025" → "2.5": the API's fraction as a percentage, by moving the point (no float). */
export function edgePercent(fraction: string): string {
  const match = /^0\.0([0-9])([0-9]*)$/.exec(fraction);
  if (!match) return fraction;
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  return decimals ? `${match[1]}.${decimals}` : (match[1] ?? fraction);
}

const PERCENT = /^([1-5])(?:\.([0-9]{1,2}))?$/;

/** "2.5" → "0.025"; the percentage must have passed `originalProblems`. */
export function edgeFraction(percent: string): string {
  const [, whole = '', decimals = ''] = PERCENT.exec(percent) ?? [];
  return `0.0${whole}${decimals}`;
}

export const draftOf = (settings: OriginalsGameSettings): OriginalDraft => ({
  enabled: settings.enabled,
  edgePercent: edgePercent(settings.edge),
  limits: settings.limits,
});

/** Sign of a − b for two DECIMAL_AMOUNT strings, compared exactly. */
export function compareAmounts(a: string, b: string): number {
  const [aWhole = '', aFraction = ''] = a.split('.');
  const [bWhole = '', bFraction = ''] = b.split('.');
  if (aWhole.length !== bWhole.length) return Math.sign(aWhole.length - bWhole.length);
  const width = Math.max(aFraction.length, bFraction.length);
  const left = aWhole + aFraction.padEnd(width, '0');
  const right = bWhole + bFraction.padEnd(width, '0');
  return left === right ? 0 : left < right ? -1 : 1;
}

const isZero = (amount: string) => /^0(\.0+)?$/.test(amount);

/**
 * Text keys of each field's problem, as the API would refuse it: `edge`, `limits.0.minStake`,
 * `limits.0.maxStake`, `limits.0.maxPayout`.
 */
export function originalProblems(draft: OriginalDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const percent = PERCENT.exec(draft.edgePercent);
  // 5 % is the ceiling: 5.01 passes the pattern's digits but not the range.
  if (!percent || (percent[1] === '5' && Number(percent[2] ?? '0') > 0)) {
    problems.edge = 'brands.originals.edgeRange';
  }
  draft.limits.forEach((limit, index) => {
    const amountOk = (field: 'minStake' | 'maxStake' | 'maxPayout') => {
      if (DECIMAL_AMOUNT.test(limit[field])) return true;
      problems[`limits.${index}.${field}`] = 'brands.originals.amount';
      return false;
    };
    const minOk = amountOk('minStake');
    if (amountOk('maxStake') && minOk && compareAmounts(limit.minStake, limit.maxStake) > 0) {
      problems[`limits.${index}.maxStake`] = 'brands.originals.maxBelowMin';
    }
    if (amountOk('maxPayout') && isZero(limit.maxPayout)) {
      problems[`limits.${index}.maxPayout`] = 'brands.originals.payoutZero';
    }
  });
  return problems;
}

/** The text key of what stops `code` being added to the bounds, or null. */
export function newCurrencyProblem(limits: readonly OriginalLimit[], code: string): string | null {
  if (!CURRENCY_CODE.test(code)) return 'brands.errors.currency';
  if (limits.some((limit) => limit.currency === code)) return 'brands.originals.repeatedCurrency';
  return null;
}
