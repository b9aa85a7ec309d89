import type { GameEngine } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { notFoundError } from '../../http/errors.js';
import { findGame, type GameSetup } from '../catalog/index.js';

/** How the demo provider names a game: `<gpid>:<gameCode>`. */
export const GAME_PATTERN = '^[A-Z0-9]{2,10}:[^:]{1,64}$';

/** The demo game `game` names; errorCode 6 for an unknown one. */
export async function demoGameOf(
  db: Queryable,
  game: string,
): Promise<GameSetup & { engine: GameEngine }> {
  const [gpid = '', code = ''] = game.split(':');
  const found = await findGame(db, gpid, code);
  if (found === null || found.engine === null) throw notFoundError(`No game ${game}`);
  return { ...found, engine: found.engine };
}
