import type { Queryable } from '../../db/pool.js';

export interface DemoSession {
  sessionId: string;
  gpid: string;
  gameCode: string;
  currency: string;
  scale: number;
}

export async function insertDemoSession(db: Queryable, session: DemoSession): Promise<void> {
  await db.query(
    `INSERT INTO demo_provider_sessions (session_id, gpid, game_code, currency, scale)
     VALUES ($1, $2, $3, $4, $5)`,
    [session.sessionId, session.gpid, session.gameCode, session.currency, session.scale],
  );
}

export async function findDemoSession(
  db: Queryable,
  sessionId: string,
): Promise<DemoSession | null> {
  const { rows } = await db.query<DemoSession>(
    `SELECT session_id AS "sessionId", gpid, game_code AS "gameCode", currency, scale
     FROM demo_provider_sessions WHERE session_id = $1`,
    [sessionId],
  );
  return rows[0] ?? null;
}
