import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, useBrandStore, type JackpotConfig } from '@croupier/shared';
import { useLiveJackpot } from './useLiveJackpot';
import { useTickingJackpot } from './useTickingJackpot';
import styles from './JackpotWidget.module.scss';

/** The brand's progressive jackpot, live; nothing when the brand has it switched off. */
export function JackpotWidget() {
  const config = useBrandStore((state) => state.config);
  if (!config?.jackpot.isActive) return null;
  return <TickingJackpot brandId={config.brandId} jackpot={config.jackpot} />;
}

function TickingJackpot({ brandId, jackpot }: { brandId: string; jackpot: JackpotConfig }) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const pool = useLiveJackpot(brandId, jackpot.totalJackpot);
  const total = useTickingJackpot(jackpot, pool);
  return (
    <section className={styles.jackpot} aria-labelledby={titleId} data-testid="jackpot">
      <h2 id={titleId}>{t('jackpot.title')}</h2>
      {/* Announcing every tick would drown a screen reader; the label stays the same. */}
      <p
        className={styles.amount}
        role="timer"
        aria-live="off"
        aria-label={t('jackpot.amountLabel', { currency: jackpot.currency })}
      >
        <span data-testid="jackpot-amount">{formatCurrencyAmount(total, jackpot.currency)}</span>{' '}
        <span className={styles.currency}>{jackpot.currency}</span>
      </p>
    </section>
  );
}
