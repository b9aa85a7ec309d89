// A brand's protection settings (the `brand_protection` row) as operators read and change them.
// The base currency is read-only: limits and the AML threshold already stored are amounts in it.

import type pg from 'pg';

import { withTransaction, type Queryable } from '../../db/pool.js';
import { badRequestError, notFoundError } from '../../http/errors.js';
import { parsePositiveAmount } from '../../money/amounts.js';

export interface BrandProtectionSettings {
  baseCurrency: string;
  realityCheckMinutes: number;
  realityCheckCanBeOff: boolean;
  /** Whether new players are asked to set a deposit limit (the brand config's registerSetting). */
  promptDepositLimit: boolean;
  verifyBeforeWithdrawal: boolean;
  verifyBeforeDeposit: boolean;
  verifyBeforePlay: boolean;
  /** Base currency, at its scale. */
  amlThreshold: string;
  /** What makes a single win, wager or approved payment a significant event; null: none. */
  largeWinThreshold: string | null;
  largeWagerThreshold: string | null;
  largePaymentThreshold: string | null;
  /** What a player's wins of a UTC day, summed, make a significant event; null: none. */
  largeDailyWinThreshold: string | null;
}

/** The significant events' thresholds (docs/compliance.md): positive amounts, or null for none. */
const THRESHOLDS = [
  'largeWinThreshold',
  'largeWagerThreshold',
  'largePaymentThreshold',
  'largeDailyWinThreshold',
] as const;

export type BrandProtectionChange = Partial<Omit<BrandProtectionSettings, 'baseCurrency'>>;

type ColumnSetting = Exclude<keyof BrandProtectionChange, 'promptDepositLimit'>;

const COLUMNS = {
  realityCheckMinutes: 'reality_check_minutes',
  realityCheckCanBeOff: 'reality_check_can_be_off',
  verifyBeforeWithdrawal: 'verify_before_withdrawal',
  verifyBeforeDeposit: 'verify_before_deposit',
  verifyBeforePlay: 'verify_before_play',
  amlThreshold: 'aml_threshold',
  largeWinThreshold: 'large_win_threshold',
  largeWagerThreshold: 'large_wager_threshold',
  largePaymentThreshold: 'large_payment_threshold',
  largeDailyWinThreshold: 'large_daily_win_threshold',
} as const satisfies Record<ColumnSetting, string>;

const SELECT_SETTINGS = `
  SELECT brand.base_currency AS "baseCurrency", currency.scale AS "baseScale",
         brand.reality_check_minutes AS "realityCheckMinutes",
         brand.reality_check_can_be_off AS "realityCheckCanBeOff",
         coalesce((config.config #>> '{authSetting,registerSetting,promptDepositLimit}')::boolean,
                  false) AS "promptDepositLimit",
         brand.verify_before_withdrawal AS "verifyBeforeWithdrawal",
         brand.verify_before_deposit AS "verifyBeforeDeposit",
         brand.verify_before_play AS "verifyBeforePlay",
         round(brand.aml_threshold, currency.scale)::text AS "amlThreshold",
         round(brand.large_win_threshold, currency.scale)::text AS "largeWinThreshold",
         round(brand.large_wager_threshold, currency.scale)::text AS "largeWagerThreshold",
         round(brand.large_payment_threshold, currency.scale)::text AS "largePaymentThreshold",
         round(brand.large_daily_win_threshold, currency.scale)::text AS "largeDailyWinThreshold"
  FROM brand_protection brand JOIN currencies currency ON currency.code = brand.base_currency
  JOIN brands config ON config.id = brand.brand_id
  WHERE brand.brand_id = $1`;

async function readSettings(db: Queryable, brandId: string, forUpdate = false) {
  const { rows } = await db.query<BrandProtectionSettings & { baseScale: number }>(
    forUpdate ? `${SELECT_SETTINGS} FOR UPDATE OF brand, config` : SELECT_SETTINGS,
    [brandId],
  );
  const [row] = rows;
  if (row === undefined) throw notFoundError(`No brand ${brandId}`);
  return row;
}

/** The brand's settings; errorCode 6 for an unknown brand. */
export async function brandProtectionSettings(
  db: Queryable,
  brandId: string,
): Promise<BrandProtectionSettings> {
  const { baseScale: _, ...settings } = await readSettings(db, brandId);
  return settings;
}

/** Applies `change` and answers the settings before and after it, for the audit row. */
export async function changeBrandProtectionSettings(
  pool: pg.Pool,
  brandId: string,
  change: BrandProtectionChange,
): Promise<{ before: BrandProtectionSettings; after: BrandProtectionSettings }> {
  return withTransaction(pool, async (client) => {
    const { baseScale, ...before } = await readSettings(client, brandId, true);
    const after = { ...before, ...change };
    if (change.amlThreshold !== undefined) {
      const threshold = parsePositiveAmount(change.amlThreshold, {
        currency: before.baseCurrency,
        scale: baseScale,
      });
      after.amlThreshold = threshold.toFixed(baseScale);
    }
    for (const field of THRESHOLDS) {
      const value = change[field];
      if (value === undefined || value === null) continue;
      after[field] = parsePositiveAmount(value, {
        currency: before.baseCurrency,
        scale: baseScale,
      }).toFixed(baseScale);
    }
    // The table's own check, answered as bad input rather than a failed statement.
    if (!after.realityCheckCanBeOff && after.realityCheckMinutes === 0) {
      throw badRequestError('A reality check that may not be off needs realityCheckMinutes > 0');
    }
    const fields = (Object.keys(change) as (keyof BrandProtectionChange)[]).filter(
      (field): field is ColumnSetting => field !== 'promptDepositLimit',
    );
    if (fields.length > 0) {
      await client.query(
        `UPDATE brand_protection SET ${fields
          .map((field, index) => `${COLUMNS[field]} = $${index + 2}`)
          .join(', ')} WHERE brand_id = $1`,
        [brandId, ...fields.map((field) => after[field])],
      );
    }
    if (change.promptDepositLimit !== undefined) {
      await savePromptDepositLimit(client, brandId, change.promptDepositLimit);
    }
    return { before, after };
  });
}

/**
 * The prompt lives in the brand config the site reads at registration; marked as the operator's
 * change, so the seed leaves the config alone from then on.
 */
async function savePromptDepositLimit(db: Queryable, brandId: string, prompt: boolean) {
  await db.query(
    `UPDATE brands SET config = jsonb_set(config, '{authSetting,registerSetting,promptDepositLimit}',
                                          to_jsonb($2::boolean)),
                       updated_at = now(), changed_by_operator_at = now()
     WHERE id = $1`,
    [brandId, prompt],
  );
}
