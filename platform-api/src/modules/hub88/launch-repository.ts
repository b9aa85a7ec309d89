// Data access of Hub88 launches: which catalogue games Hub88 plays, and the session and token a
// launch opens for the wallet calls that follow.

import type { Queryable } from '../../db/pool.js';

export interface Hub88Game {
  /** Hub88's game_code. */
  gameCode: string;
  enabled: boolean;
}

export async function findHub88Game(
  db: Queryable,
  gpid: string,
  code: string,
): Promise<Hub88Game | null> {
  const { rows } = await db.query<Hub88Game>(
    `SELECT hub88.game_code AS "gameCode", game.enabled
     FROM hub88_games hub88 JOIN games game USING (gpid, code)
     WHERE hub88.gpid = $1 AND hub88.code = $2`,
    [gpid, code],
  );
  return rows[0] ?? null;
}

export async function currencyScale(db: Queryable, currency: string): Promise<number> {
  const { rows } = await db.query<{ scale: number }>(
    'SELECT scale FROM currencies WHERE code = $1',
    [currency],
  );
  const scale = rows[0]?.scale;
  if (scale === undefined) throw new Error(`No currency ${currency}`);
  return scale;
}

export interface NewTokenSession {
  tokenHash: Buffer;
  playerId: string;
  gpid: string;
  code: string;
  currency: string;
  ttlSeconds: number;
}

/** Opens the provider session the token names; returns when it expires unless bets extend it. */
export async function insertTokenSession(db: Queryable, session: NewTokenSession): Promise<Date> {
  const { rows } = await db.query<{ expiresAt: Date }>(
    `WITH session AS (
       INSERT INTO provider_sessions (player_id, gpid, game_code, currency, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
       RETURNING id, expires_at)
     INSERT INTO hub88_tokens (token_hash, session_id) SELECT $6, id FROM session
     RETURNING (SELECT expires_at FROM session) AS "expiresAt"`,
    [
      session.playerId,
      session.gpid,
      session.code,
      session.currency,
      session.ttlSeconds,
      session.tokenHash,
    ],
  );
  const expiresAt = rows[0]?.expiresAt;
  if (expiresAt === undefined) throw new Error('Hub88 token not stored');
  return expiresAt;
}
