import type { GamesWithProviders } from '../catalogue';
import { providerName } from '../catalogue';
import { GameTile } from './GameTile';
import styles from './GameGrid.module.scss';

export function GameGrid({ games, providers }: GamesWithProviders) {
  return (
    <ul className={styles.grid} data-testid="game-grid">
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
  );
}
