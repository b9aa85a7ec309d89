import { useId } from 'react';
import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import type { Game } from '@croupier/shared';
import { EmptyState, Loaded } from '@croupier/ui';
import { providerName, useGamesWithProviders } from '../catalogue';
import { GameTile } from './GameTile';
import styles from './GameRow.module.scss';

interface GameRowProps {
  title: string;
  seeAllTo: string;
  /** A module-level function, so the row loads once per mount. */
  loadGames: () => Promise<Game[]>;
  emptyMessage?: string;
}

/** A titled, horizontally scrollable row of game tiles with a "see all" link. */
export function GameRow({ title, seeAllTo, loadGames, emptyMessage }: GameRowProps) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const request = useGamesWithProviders(loadGames);
  return (
    <section className={styles.row} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        <Link to={seeAllTo} aria-label={t('row.seeAllLabel', { title })}>
          {t('row.seeAll')}
        </Link>
      </header>
      <div className={styles.body}>
        <Loaded request={request}>
          {({ games, providers }) =>
            games.length === 0 ? (
              <EmptyState>{emptyMessage ?? t('row.empty')}</EmptyState>
            ) : (
              <ul className={styles.tiles}>
                {games.map((game, position) => (
                  <li key={game.id}>
                    <GameTile
                      game={game}
                      providerName={providerName(providers, game.gpid)}
                      position={position}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
    </section>
  );
}
