import { adminGet, adminPatch } from '../admin-api';

/** The significant events' per-brand thresholds, in the brand's base currency (null: none). */
export const THRESHOLD_FIELDS = [
  'largeWinThreshold',
  'largeWagerThreshold',
  'largeDailyWinThreshold',
  'largePaymentThreshold',
] as const;
export type ThresholdField = (typeof THRESHOLD_FIELDS)[number];
export type Thresholds = Record<ThresholdField, string | null>;

/** The thresholds live in the brand's protection settings, with the currency they are in. */
export type BrandThresholds = Thresholds & { baseCurrency: string };

const pathOf = (brandId: string) => `brands/${encodeURIComponent(brandId)}/protection`;

export const loadThresholds = (brandId: string) => adminGet<BrandThresholds>(pathOf(brandId));

export const saveThresholds = (brandId: string, thresholds: Thresholds) =>
  adminPatch<BrandThresholds>(pathOf(brandId), thresholds);

/**
 * A threshold typed in the form: empty (none) or a positive amount with at most `decimals`
 * decimals (the currency's, as the site shows its money).
 */
export const isThreshold = (text: string, decimals: number) =>
  text === '' ||
  (new RegExp(`^[0-9]{1,20}(\\.[0-9]{1,${decimals}})?$`).test(text) && /[1-9]/.test(text));
