import { useSearchParams } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { MarketHistory } from './MarketHistory';
import { MarketResults } from './MarketResults';
import styles from './WinningNumbers.module.scss';

export function WinningNumbersPage() {
  const { t } = useTranslation('games');
  const [searchParams] = useSearchParams();
  const marketCode = searchParams.get('market');
  return (
    <section className={styles.page}>
      <h1>{t('winning.title')}</h1>
      {marketCode ? <MarketHistory marketCode={marketCode} /> : <MarketResults />}
    </section>
  );
}
