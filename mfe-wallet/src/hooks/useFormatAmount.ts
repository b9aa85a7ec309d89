import { useCallback } from 'react';
import {
  formatCurrencyAmount,
  selectCurrencySettings,
  useUserStore,
  type DecimalString,
} from '@croupier/shared';

/** "1,500.00 IDR": the site's rounding and grouping, by the brand's fiat/crypto setting. */
export function useFormatAmount() {
  const currencySettings = useUserStore(selectCurrencySettings);
  return useCallback(
    (amount: DecimalString, currency: string) =>
      `${formatCurrencyAmount(amount, currency, currencySettings)} ${currency}`,
    [currencySettings],
  );
}
