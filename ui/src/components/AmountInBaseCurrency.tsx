import { useCallback } from 'react';
import {
  convertAmountDown,
  FIAT_DECIMALS,
  formatCurrencyAmount,
  getExchangeRate,
  selectCurrencySettings,
  useUserStore,
} from '@croupier/shared';
import { useRequest } from '../hooks/useRequest';
import styles from '../styles/forms.module.scss';

interface AmountInBaseCurrencyProps {
  /** The amount typed, as the API takes it (separators dropped); null while it is none. */
  amount: string | null;
  /** The player's currency, the amount's. */
  currency: string | null;
  /** The brand's base currency, the one limits are kept in. */
  baseCurrency: string;
  /** The sentence, given the converted amount formatted with its currency. */
  describe: (converted: string) => string;
}

/**
 * Beside a limit typed in the player's currency, what it comes to in the brand's base currency
 * at the current rate, rounded down as the API stores it. Nothing when the two are the same.
 */
export function AmountInBaseCurrency(props: AmountInBaseCurrencyProps) {
  const { currency, baseCurrency } = props;
  if (!currency || currency === baseCurrency) return null;
  return <Converted {...props} currency={currency} />;
}

function Converted({
  amount,
  currency,
  baseCurrency,
  describe,
}: AmountInBaseCurrencyProps & { currency: string }) {
  const currencySettings = useUserStore(selectCurrencySettings);
  const load = useCallback(() => getExchangeRate(currency, baseCurrency), [currency, baseCurrency]);
  const rate = useRequest(load);
  const converted =
    amount !== null && rate.status === 'ready'
      ? convertAmountDown(amount, rate.data.rate, FIAT_DECIMALS)
      : null;
  return (
    <p className={styles.hint} aria-live="polite" data-testid="amount-in-base-currency">
      {converted !== null &&
        describe(
          `${formatCurrencyAmount(converted, baseCurrency, currencySettings)} ${baseCurrency}`,
        )}
    </p>
  );
}
