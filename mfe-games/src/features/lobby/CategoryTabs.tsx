import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORY_CODES } from '@croupier/shared';
import styles from './LobbyPage.module.scss';

/** Links to every category; the search and provider filter carry over. */
export function CategoryTabs({ selected, query }: { selected?: string; query: string }) {
  const { t } = useTranslation('games');
  const suffix = query ? `?${query}` : '';
  return (
    <nav aria-label={t('lobby.categories')}>
      <ul className={styles.categories}>
        <li>
          <Link to={`/games/${suffix}`} aria-current={selected ? undefined : 'page'}>
            {t('lobby.allGames')}
          </Link>
        </li>
        {GAME_CATEGORY_CODES.map((code) => (
          <li key={code}>
            <Link
              to={`/games/${code}/${suffix}`}
              aria-current={code === selected ? 'page' : undefined}
            >
              {t(`category.${code}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
