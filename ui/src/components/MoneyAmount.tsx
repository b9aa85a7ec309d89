import { formatCurrencyAmount } from '@croupier/shared';

/** An amount as the site shows money — grouped, at its currency's decimals — and its code. */
export const moneyText = (amount: string, currency: string) =>
  `${formatCurrencyAmount(amount, currency)} ${currency}`;

/** `moneyText` where a component is wanted. */
export function MoneyAmount({ amount, currency }: { amount: string; currency: string }) {
  return <>{moneyText(amount, currency)}</>;
}
