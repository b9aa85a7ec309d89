import { Link } from '@croupier/shared/router';
import type { Game } from '@croupier/shared';
import { ArtworkImage } from '@croupier/ui';
import { playGamePath } from '../catalogue';
import styles from './GameTile.module.scss';

/** Tiles a row or grid shows before any scrolling: their pictures load at once, the rest lazily. */
export const FIRST_SCREEN_TILES = 4;

/** Tiles are two to a row on a phone and at most about 240 px wide elsewhere. */
const TILE_WIDTHS = [160, 240, 320, 480] as const;
const TILE_SIZES = '(max-width: 600px) 50vw, 240px';

interface GameTileProps {
  game: Game;
  providerName: string;
  /** Its place in the row or grid, from 0. */
  position: number;
}

export function GameTile({ game, providerName, position }: GameTileProps) {
  return (
    <Link className={styles.tile} to={playGamePath(game)} data-testid="game-tile">
      <ArtworkImage
        className={styles.thumbnail}
        src={game.thumbnail}
        widths={TILE_WIDTHS}
        sizes={TILE_SIZES}
        alt={game.name}
        width={240}
        height={180}
        loading={position < FIRST_SCREEN_TILES ? 'eager' : 'lazy'}
      />
      <span className={styles.name}>{game.name}</span>
      <span className={styles.provider}>{providerName}</span>
    </Link>
  );
}
