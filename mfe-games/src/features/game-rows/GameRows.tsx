import { useTranslation } from 'react-i18next';
import { getPopularGames, getRecommendedGames, type GameCategoryCode } from '@croupier/shared';
import { allGames } from '../../catalogue';
import { GameRow } from '../../components/GameRow';

// The home page's rows (shell widgets), each a GameRow over one of the static game files.

const gamesOfCategory = (category: GameCategoryCode) => async () =>
  (await allGames()).filter((game) => game.category === category);

// Module-level loaders: a row loads once per mount.
const casinoGames = gamesOfCategory('casino');
const slotGames = gamesOfCategory('slots');
const sportGames = gamesOfCategory('sports');
const lotteryGames = gamesOfCategory('lottery');
const cardGames = gamesOfCategory('cards');

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

export function CasinoGames() {
  const { t } = useTranslation('games');
  return <GameRow title={t('category.casino')} seeAllTo="/games/casino/" loadGames={casinoGames} />;
}

export function SlotGames() {
  const { t } = useTranslation('games');
  return <GameRow title={t('category.slots')} seeAllTo="/games/slots/" loadGames={slotGames} />;
}

export function SportGames() {
  const { t } = useTranslation('games');
  return <GameRow title={t('category.sports')} seeAllTo="/games/sports/" loadGames={sportGames} />;
}

export function LotteryGames() {
  const { t } = useTranslation('games');
  return (
    <GameRow title={t('category.lottery')} seeAllTo="/games/lottery/" loadGames={lotteryGames} />
  );
}

export function CardGames() {
  const { t } = useTranslation('games');
  return <GameRow title={t('category.cards')} seeAllTo="/games/cards/" loadGames={cardGames} />;
}
