import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import type { Game } from '@croupier/shared';
import { ArtworkImage, EmptyState, Loaded } from '@croupier/ui';
import { allGames, useGamesWithProviders } from '../../catalogue';
import styles from './ProviderGrid.module.scss';

/** The logo is drawn 48 px square from a 2:1 drawing, so it needs twice that width. */
const LOGO_WIDTHS = [96, 160] as const;
const LOGO_SIZES = '96px';

const gameCount = (games: Game[], gpid: string) =>
  games.filter((game) => game.gpid === gpid).length;

/** Every provider with its logo and game count; each opens the lobby filtered to it. */
export function ProviderGrid() {
  const { t } = useTranslation('games');
  const request = useGamesWithProviders(allGames);
  return (
    <Loaded request={request}>
      {({ games, providers }) =>
        providers.length === 0 ? (
          <EmptyState>{t('providers.empty')}</EmptyState>
        ) : (
          <ul className={styles.grid} data-testid="provider-grid">
            {providers.map((provider) => (
              <li key={provider.gpid}>
                <Link
                  className={styles.tile}
                  to={`/games/?provider=${encodeURIComponent(provider.gpid)}`}
                >
                  <ArtworkImage
                    src={provider.gplogo}
                    widths={LOGO_WIDTHS}
                    sizes={LOGO_SIZES}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                  />
                  <span className={styles.name}>{provider.gpname}</span>
                  <span className={styles.count}>
                    {t('providers.gameCount', { count: gameCount(games, provider.gpid) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
