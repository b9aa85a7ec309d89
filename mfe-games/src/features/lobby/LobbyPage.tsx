import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAuthStore, useUserStore } from '@croupier/shared';
import { ProviderGrid, useStaticList } from '../providers';
import styles from './LobbyPage.module.scss';

interface GameCategory {
  code: string;
  name: string;
}

export function LobbyPage() {
  const { t } = useTranslation('games');
  const loggedIn = useAuthStore(isLoggedIn);
  const username = useUserStore((state) => state.user?.username);
  const categories = useStaticList<GameCategory>('listOfGameCategory.json');
  const { category: selectedCategory } = useParams();

  return (
    <section className={styles.lobby}>
      <h1 data-testid="lobby-title">
        {selectedCategory
          ? t(`category.${selectedCategory}`, { defaultValue: selectedCategory })
          : t('lobby.title')}
      </h1>
      <p data-testid="lobby-greeting">
        {loggedIn && username ? t('lobby.greeting', { username }) : t('lobby.loginToPlay')}
      </p>
      <h2>{t('lobby.categories')}</h2>
      {categories.status === 'ready' && (
        <ul className={styles.categories}>
          {categories.items.map((category) => (
            <li key={category.code}>
              <Link
                to={`/games/${category.code}/`}
                aria-current={category.code === selectedCategory ? 'page' : undefined}
              >
                {t(`category.${category.code}`, { defaultValue: category.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {categories.status === 'error' && <p role="alert">{categories.message}</p>}
      <h2>{t('lobby.providers')}</h2>
      <ProviderGrid />
    </section>
  );
}
