import { formatCurrencyAmount } from '@croupier/shared';

/** An amount as the bet report shows it: grouped for its currency, then the currency's code. */
export const money = (amount: string, currency: string) =>
  `${formatCurrencyAmount(amount, currency)} ${currency}`;
