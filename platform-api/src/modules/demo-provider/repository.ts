import type { GameEngine, GameTheme } from '../../../../shared/src/games/types.js';
import type { Queryable } from '../../db/pool.js';

export interface DemoGame {
  gpid: string;
  code: string;
  name: string;
  engine: GameEngine;
  theme: GameTheme;
}

/** The provider's game configuration: the catalogue row's engine and theme. */
export async function findDemoGame(
  db: Queryable,
  gpid: string,
  code: string,
): Promise<DemoGame | null> {
  const { rows } = await db.query<DemoGame>(
    'SELECT gpid, code, name, engine, theme FROM games WHERE gpid = $1 AND code = $2',
    [gpid, code],
  );
  return rows[0] ?? null;
}

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
