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

/** "16,250" for "16250.000000000000000000", "95,238.1" for "95238.095238095238". */
function readableRate(rate: Decimal): string {
  const [whole = '0', fraction] = rate
    .toSignificantDigits(RATE_SIGNIFICANT_DIGITS)
    .toFixed()
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/**
 * "1 USDT = 16,250 IDR". A rate below 1 reads the other way round ("1 USD = 16,414 IDR", not
 * "1 IDR = 0.0000609231 USD"), so the figure never starts with a row of zeros.
 */
function rateText({ fromCurrency, toCurrency, rate }: SwapQuote): string {
  const forward = new Decimal(rate);
  if (forward.gte(1) || forward.isZero()) {
    return `1 ${fromCurrency} = ${readableRate(forward)} ${toCurrency}`;
  }
  return `1 ${toCurrency} = ${readableRate(new Decimal(1).div(forward))} ${fromCurrency}`;
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
        <dd>{rateText(quote)}</dd>
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
