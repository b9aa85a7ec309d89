import { useTranslation } from 'react-i18next';
import styles from './WinningNumbers.module.scss';

/** The drawn digits as balls; read out as one number. */
export function WinningBalls({ digits }: { digits: string }) {
  const { t } = useTranslation('games');
  return (
    <ol className={styles.balls} aria-label={t('winning.numbersLabel', { numbers: digits })}>
      {[...digits].map((digit, position) => (
        <li key={position} aria-hidden="true">
          {digit}
        </li>
      ))}
    </ol>
  );
}
