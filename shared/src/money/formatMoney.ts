// Money arrives as decimal strings and is rounded and grouped by Intl.NumberFormat, which reads a
// string as an exact decimal: never through a JS number.

export const FIAT_DECIMALS = 2;
export const CRYPTO_DECIMALS = 5;

/** Per-currency settings as sent in `walletSetting`, keyed by currency code. */
export interface CurrencySetting {
  isFiat: boolean;
}
export type CurrencySettings = Record<string, CurrencySetting>;

export interface FormatMoneyOptions {
  isFiat: boolean;
}

/** Fiat padded to 2 decimals, crypto to at most 5 without trailing zeros, thousands with commas. */
function moneyFormat(isFiat: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: isFiat ? FIAT_DECIMALS : 0,
    maximumFractionDigits: isFiat ? FIAT_DECIMALS : CRYPTO_DECIMALS,
    // Half away from zero: 0.125 → 0.13 and -0.125 → -0.13.
    roundingMode: 'halfExpand',
    // Amounts that round to zero must not show as "-0.00".
    signDisplay: 'negative',
  });
}
// Built on the first amount: a formatter loads its locale's data, work a page's first task need
// not do when the page shows no amount yet.
let fiatFormat: Intl.NumberFormat | undefined;
let cryptoFormat: Intl.NumberFormat | undefined;

function formatFor(isFiat: boolean): Intl.NumberFormat {
  if (isFiat) return (fiatFormat ??= moneyFormat(true));
  return (cryptoFormat ??= moneyFormat(false));
}

export function formatMoney(amount: string | number, { isFiat }: FormatMoneyOptions): string {
  const decimal = typeof amount === 'number' ? amount : (amount as Intl.StringNumericLiteral);
  const formatted = formatFor(isFiat).format(decimal);
  // What is no finite number formats as "NaN" or "∞", and a blank string as 0: all refused.
  if (!/\d/.test(formatted) || String(amount).trim() === '') {
    throw new TypeError(`Not an amount: "${amount}"`);
  }
  return formatted;
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
