import {
  CRYPTO_DECIMALS,
  FIAT_DECIMALS,
  formatCurrencyAmount,
  isFiatCurrency,
} from '@croupier/shared';

/** An amount grouped at its currency's decimals, without the code (where a label names it). */
export const amountText = (amount: string, currency: string) =>
  formatCurrencyAmount(amount, currency);

/** An amount as the site shows money — grouped, at its currency's decimals — and its code. */
export const moneyText = (amount: string, currency: string) =>
  `${amountText(amount, currency)} ${currency}`;

/** The decimals the site shows of a currency's amounts: 2 for fiat, at most 5 for crypto. */
export const currencyDecimals = (currency: string) =>
  isFiatCurrency(currency) ? FIAT_DECIMALS : CRYPTO_DECIMALS;

/** `moneyText` where a component is wanted. */
export function MoneyAmount({ amount, currency }: { amount: string; currency: string }) {
  return <>{moneyText(amount, currency)}</>;
}
