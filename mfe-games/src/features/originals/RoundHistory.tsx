import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, type OriginalsRound } from '@croupier/shared';
import { Link } from '@croupier/shared/router';
import styles from './Originals.module.scss';

export const VERIFY_PATH = '/play/originals/verify/';

export function verifyHref(roundId: string): string {
  return `${VERIFY_PATH}?roundId=${encodeURIComponent(roundId)}`;
}

/** The game's last rounds: what each drew and paid, each linking to its verification. */
export function RoundHistory({
  rounds,
  describe,
}: {
  rounds: OriginalsRound[];
  /** The outcome in a few characters: a roll, a multiplier, a bucket. */
  describe: (round: OriginalsRound) => string;
}) {
  const { t } = useTranslation('games');
  return (
    <section className={styles.history} aria-labelledby="originals-history">
      <h2 id="originals-history">{t('originals.history.title')}</h2>
      {rounds.length === 0 ? (
        <p>{t('originals.history.empty')}</p>
      ) : (
        <ol>
          {rounds.map((round) => {
            const won = new Decimal(round.payout).gt(0);
            return (
              <li key={round.roundId} className={won ? styles.won : styles.lost}>
                <span className={styles.outcome}>{describe(round)}</span>
                <span>
                  {won
                    ? t('originals.history.won', {
                        amount: formatCurrencyAmount(round.payout, round.currency),
                        currency: round.currency,
                      })
                    : t('originals.history.lost')}
                </span>
                <Link to={verifyHref(round.roundId)}>
                  {t('originals.history.verify', { nonce: round.nonce })}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
