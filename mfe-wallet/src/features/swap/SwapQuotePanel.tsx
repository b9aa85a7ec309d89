import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import type { SwapQuote } from '@croupier/shared';
import { buttons, panels } from '@croupier/ui';
import { useFormatAmount } from '../../hooks/useFormatAmount';
import { useSecondsLeft } from './useSecondsLeft';

interface SwapQuotePanelProps {
  quote: SwapQuote;
  isConfirming: boolean;
  isRefreshing: boolean;
  onConfirm: () => void;
  onRefresh: () => void;
}

/** Enough digits to compare rates; the swap itself runs on the quote, never on this text. */
const RATE_SIGNIFICANT_DIGITS = 6;

/** "0.0000617284" for "0.000061728395061728", "16250" for "16250.000000000000000000". */
function readableRate(rate: string): string {
  return new Decimal(rate).toSignificantDigits(RATE_SIGNIFICANT_DIGITS).toFixed();
}

/** "1:05" for 65 seconds. */
function minutesAndSeconds(totalSeconds: number): string {
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
}

/** A live quote: it can be confirmed until `expiresAt`, after which only a new quote helps. */
export function SwapQuotePanel({
  quote,
  isConfirming,
  isRefreshing,
  onConfirm,
  onRefresh,
}: SwapQuotePanelProps) {
  const { t } = useTranslation('wallet');
  const formatAmount = useFormatAmount();
  const secondsLeft = useSecondsLeft(quote.expiresAt);
  const expired = secondsLeft === 0;
  const spreadPercent = new Decimal(quote.spread).times(100).toFixed();
  return (
    <div className={panels.panel} data-testid="swap-quote">
      <h2>{t('swap.quoteTitle')}</h2>
      <dl className={panels.details}>
        <dt>{t('swap.rate')}</dt>
        <dd>{`1 ${quote.fromCurrency} = ${readableRate(quote.rate)} ${quote.toCurrency}`}</dd>
        <dt>{t('swap.spread')}</dt>
        <dd>{`${spreadPercent}%`}</dd>
        <dt>{t('swap.youPay')}</dt>
        <dd>{formatAmount(quote.fromAmount, quote.fromCurrency)}</dd>
        <dt>{t('swap.youReceive')}</dt>
        <dd>{formatAmount(quote.toAmount, quote.toCurrency)}</dd>
      </dl>
      <p role="timer" aria-live="off">
        {expired
          ? t('swap.expired')
          : t('swap.expiresIn', { time: minutesAndSeconds(secondsLeft) })}
      </p>
      <div>
        {expired ? (
          <button
            type="button"
            className={buttons.secondary}
            onClick={onRefresh}
            disabled={isRefreshing}
            aria-busy={isRefreshing}
          >
            {t('swap.refresh')}
          </button>
        ) : (
          <button
            type="button"
            className={buttons.primary}
            onClick={onConfirm}
            disabled={isConfirming}
            aria-busy={isConfirming}
          >
            {isConfirming ? t('common.sending') : t('swap.confirm')}
          </button>
        )}
      </div>
    </div>
  );
}
