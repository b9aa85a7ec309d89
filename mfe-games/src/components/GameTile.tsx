import { Link } from 'react-router';
import type { Game } from '@croupier/shared';
import { playGamePath } from '../catalogue';
import styles from './GameTile.module.scss';

interface GameTileProps {
  game: Game;
  providerName: string;
}

export function GameTile({ game, providerName }: GameTileProps) {
  return (
    <Link className={styles.tile} to={playGamePath(game)} data-testid="game-tile">
      <img
        className={styles.thumbnail}
        src={game.thumbnail}
        alt={game.name}
        width={240}
        height={180}
        loading="lazy"
      />
      <span className={styles.name}>{game.name}</span>
      <span className={styles.provider}>{providerName}</span>
    </Link>
  );
}
