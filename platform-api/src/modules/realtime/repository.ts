import type { Queryable } from '../../db/pool.js';

/** Counts one more login of the player. */
export async function incrementLoginCount(db: Queryable, playerId: string): Promise<void> {
  await db.query(
    `INSERT INTO player_login_counts AS counts (player_id) VALUES ($1)
     ON CONFLICT (player_id) DO UPDATE
       SET login_count = counts.login_count + 1, last_login_at = now()`,
    [playerId],
  );
}
