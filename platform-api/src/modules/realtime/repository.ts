import type { Queryable } from '../../db/pool.js';

/**
 * Counts the login of this login session, the first time only. A concurrent report waits for the
 * first one's row lock, then finds the login counted.
 */
export async function countLoginOnce(db: Queryable, loginTokenHash: Buffer): Promise<void> {
  await db.query(
    `WITH first_report AS (
       UPDATE login_sessions SET login_counted = true
       WHERE token_hash = $1 AND NOT login_counted
       RETURNING player_id)
     INSERT INTO player_login_counts AS counts (player_id) SELECT player_id FROM first_report
     ON CONFLICT (player_id) DO UPDATE
       SET login_count = counts.login_count + 1, last_login_at = now()`,
    [loginTokenHash],
  );
}
