import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import type { OriginalsRound } from '@croupier/shared';
import styles from './Originals.module.scss';

/** The board's headline: the last round's outcome and whether it paid, or how to start. */
export function LastResult({
  last,
  describe,
  hint,
}: {
  last: OriginalsRound | undefined;
  describe: (round: OriginalsRound) => string;
  hint: string;
}) {
  const { t } = useTranslation('games');
  if (!last) return <p className={styles.result}>{hint}</p>;
  return (
    <p className={styles.result} aria-live="polite" data-testid="originals-result">
      <span className={styles.resultValue}>{describe(last)}</span>
      <span>
        {new Decimal(last.payout).gt(0)
          ? t('originals.resultWon', { multiplier: last.multiplier })
          : t('originals.resultLost')}
      </span>
    </p>
  );
}
