import { useCallback } from 'react';
import { useSearchParams } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@croupier/ui';
import { GameGrid } from '../../components/GameGrid';
import type { GamesWithProviders } from '../../catalogue';
import { filterGames } from './filterGames';
import { ProviderFilter } from './ProviderFilter';
import { SearchBox } from './SearchBox';
import styles from './LobbyPage.module.scss';

/** The filters and the grid; the search and the provider live in the URL (`?q=`, `?provider=`). */
export function LobbyGames({
  games,
  providers,
  category,
}: GamesWithProviders & { category?: string }) {
  const { t } = useTranslation('games');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const provider = searchParams.get('provider') ?? '';

  const setQueryValue = useCallback(
    (name: string, value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setSearch = useCallback((value: string) => setQueryValue('q', value), [setQueryValue]);

  const shown = filterGames(games, { category, provider, search });
  return (
    <>
      <div className={styles.filters}>
        <SearchBox value={search} onSearch={setSearch} />
        <ProviderFilter
          providers={providers}
          value={provider}
          onChange={(gpid) => setQueryValue('provider', gpid)}
        />
      </div>
      <p className={styles.count} role="status" data-testid="game-count">
        {t('lobby.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState>{t('lobby.noMatch')}</EmptyState>
      ) : (
        <GameGrid games={shown} providers={providers} />
      )}
    </>
  );
}
