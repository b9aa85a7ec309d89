import { useParams, useSearchParams } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import {
  GAME_CATEGORY_CODES,
  isLoggedIn,
  useAuthStore,
  useUserStore,
  type GameCategoryCode,
} from '@croupier/shared';
import { Loaded } from '@croupier/ui';
import { NotFound } from '../../components/NotFound';
import { allGames, useGamesWithProviders } from '../../catalogue';
import { CategoryBanner } from './CategoryBanner';
import { CategoryTabs } from './CategoryTabs';
import { LobbyGames } from './LobbyGames';
import styles from './LobbyPage.module.scss';

const isCategory = (code: string): code is GameCategoryCode =>
  (GAME_CATEGORY_CODES as readonly string[]).includes(code);

export function LobbyPage() {
  const { t } = useTranslation('games');
  const { category } = useParams();
  if (category === undefined) return <Lobby />;
  if (!isCategory(category)) {
    return <NotFound message={t('notFound.category', { category })} />;
  }
  return <Lobby category={category} />;
}

function Lobby({ category }: { category?: GameCategoryCode }) {
  const { t } = useTranslation('games');
  const loggedIn = useAuthStore(isLoggedIn);
  const username = useUserStore((state) => state.user?.username);
  const [searchParams] = useSearchParams();
  const request = useGamesWithProviders(allGames);

  return (
    <section className={styles.lobby}>
      <CategoryBanner category={category} />
      <h1 data-testid="lobby-title">{category ? t(`category.${category}`) : t('lobby.title')}</h1>
      <p data-testid="lobby-greeting">
        {loggedIn && username ? t('lobby.greeting', { username }) : t('lobby.loginToPlay')}
      </p>
      <CategoryTabs selected={category} query={searchParams.toString()} />
      <Loaded request={request}>{(data) => <LobbyGames {...data} category={category} />}</Loaded>
    </section>
  );
}
