import { useTranslation } from 'react-i18next';
import { getPopularGames, getRecommendedGames, type GameCategoryCode } from '@croupier/shared';
import { allGames } from '../../catalogue';
import { GameRow } from '../../components/GameRow';

// The home page's rows (shell widgets), each a GameRow over one of the static game files.

const gamesOfCategory = (category: GameCategoryCode) => async () =>
  (await allGames()).filter((game) => game.category === category);

export function PopularGames() {
  const { t } = useTranslation('games');
  return <GameRow title={t('rows.popular')} seeAllTo="/play/" loadGames={getPopularGames} />;
}

export function RecommendedGames() {
  const { t } = useTranslation('games');
  return (
    <GameRow title={t('rows.recommended')} seeAllTo="/play/" loadGames={getRecommendedGames} />
  );
}

/** The home row of one category's games, linking to that category's page. */
function categoryRow(category: GameCategoryCode) {
  // Made once per category at module level: a row loads once per mount.
  const loadGames = gamesOfCategory(category);
  return function CategoryGames() {
    const { t } = useTranslation('games');
    return (
      <GameRow
        title={t(`category.${category}`)}
        seeAllTo={`/games/${category}/`}
        loadGames={loadGames}
      />
    );
  };
}

export const CasinoGames = categoryRow('casino');
export const SlotGames = categoryRow('slots');
export const SportGames = categoryRow('sports');
export const LotteryGames = categoryRow('lottery');
export const CardGames = categoryRow('cards');
