import type { Queryable } from '../../db/pool.js';

export interface LaunchableGame {
  /** The launcher its provider names; null: none (the site plays its games on its own pages). */
  launcher: string | null;
}

/** A game of the catalogue that is switched on, with its provider's launcher; null if none. */
export async function findLaunchableGame(
  db: Queryable,
  gpid: string,
  code: string,
): Promise<LaunchableGame | null> {
  const { rows } = await db.query<LaunchableGame>(
    `SELECT provider.launcher FROM games game
     JOIN game_providers provider ON provider.gpid = game.gpid
     WHERE game.gpid = $1 AND game.code = $2 AND game.enabled`,
    [gpid, code],
  );
  return rows[0] ?? null;
}
