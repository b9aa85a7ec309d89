import { useTranslation } from 'react-i18next';
import { getPopularGames, getRecommendedGames } from '@croupier/shared';
import { GameRow } from '../../components/GameRow';
import { loadRecentGames } from './recentGames';
import styles from './PlayPage.module.scss';

export function PlayIndexPage() {
  const { t } = useTranslation('games');
  return (
    <section className={styles.page}>
      <h1>{t('play.title')}</h1>
      <GameRow
        title={t('play.continue')}
        seeAllTo="/games/"
        loadGames={loadRecentGames}
        emptyMessage={t('play.continueHint')}
      />
      <GameRow title={t('rows.popular')} seeAllTo="/games/" loadGames={getPopularGames} />
      <GameRow title={t('rows.recommended')} seeAllTo="/games/" loadGames={getRecommendedGames} />
    </section>
  );
}
