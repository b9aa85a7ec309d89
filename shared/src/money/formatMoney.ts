import Decimal from 'decimal.js';

// Money arrives as decimal strings and is rounded with decimal.js, never through a JS number.

export const FIAT_DECIMALS = 2;
export const CRYPTO_DECIMALS = 5;

/** Half away from zero: 0.125 → 0.13 and -0.125 → -0.13. */
export const MONEY_ROUNDING = Decimal.ROUND_HALF_UP;

/** Per-currency settings as sent in `walletSetting`, keyed by currency code. */
export interface CurrencySetting {
  isFiat: boolean;
}
export type CurrencySettings = Record<string, CurrencySetting>;

export interface FormatMoneyOptions {
  isFiat: boolean;
}

export function formatMoney(amount: string | number, { isFiat }: FormatMoneyOptions): string {
  const rounded = new Decimal(amount).toDecimalPlaces(
    isFiat ? FIAT_DECIMALS : CRYPTO_DECIMALS,
    MONEY_ROUNDING,
  );
  // Amounts that round to zero must not show as "-0.00".
  const value = rounded.isZero() ? rounded.abs() : rounded;
  const plain = isFiat ? value.toFixed(FIAT_DECIMALS) : value.toFixed();
  return groupThousands(plain);
}

export function formatCurrencyAmount(
  amount: string | number,
  currency: string,
  currencySettings?: CurrencySettings,
): string {
  return formatMoney(amount, { isFiat: isFiatCurrency(currency, currencySettings) });
}

/** The brand's settings decide; without them, ISO 4217 codes are fiat and anything else is crypto. */
export function isFiatCurrency(currency: string, currencySettings?: CurrencySettings): boolean {
  const setting = currencySettings?.[currency];
  if (setting) return setting.isFiat;
  return isoCurrencyCodes().has(currency.toUpperCase());
}

let isoCodes: Set<string> | null = null;
function isoCurrencyCodes(): Set<string> {
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCodes;
}

function groupThousands(plain: string): string {
  const [integerPart = '', fractionPart] = plain.split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fractionPart === undefined ? grouped : `${grouped}.${fractionPart}`;
}
