import type { Queryable } from '../../db/pool.js';

export interface DemoSession {
  sessionId: string;
  gpid: string;
  gameCode: string;
  currency: string;
  scale: number;
  /** The gateway's player id; null for sessions opened before rounds were recorded. */
  playerId: string | null;
}

export async function insertDemoSession(db: Queryable, session: DemoSession): Promise<void> {
  await db.query(
    `INSERT INTO demo_provider_sessions (session_id, gpid, game_code, currency, scale, player_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      session.sessionId,
      session.gpid,
      session.gameCode,
      session.currency,
      session.scale,
      session.playerId,
    ],
  );
}

export async function findDemoSession(
  db: Queryable,
  sessionId: string,
): Promise<DemoSession | null> {
  const { rows } = await db.query<DemoSession>(
    `SELECT session_id AS "sessionId", gpid, game_code AS "gameCode", currency, scale,
            player_id AS "playerId"
     FROM demo_provider_sessions WHERE session_id = $1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

/** A round as the demo provider keeps it: its calls' ids, the player's choices, the draw. */
export interface DemoRound {
  roundId: string;
  sessionId: string;
  betTransactionId: string;
  winTransactionId: string;
  stake: string;
  /** A free spin's grant: nothing is staked, the win goes to the grant. */
  freeSpinGrant: string | null;
  choices: { dice?: { direction: 'over' | 'under'; target: number } };
  outcome: ({ jackpot: boolean } & Record<string, unknown>) | null;
  win: string | null;
}

/** Written before the bet: a crash at any later point leaves the round to finish. */
export async function insertDemoRound(db: Queryable, round: DemoRound): Promise<void> {
  await db.query(
    `INSERT INTO demo_provider_rounds
       (round_id, session_id, bet_transaction_id, win_transaction_id, stake, free_spin_grant,
        choices)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      round.roundId,
      round.sessionId,
      round.betTransactionId,
      round.winTransactionId,
      round.stake,
      round.freeSpinGrant,
      round.choices,
    ],
  );
}

export async function recordDraw(
  db: Queryable,
  roundId: string,
  draw: { outcome: NonNullable<DemoRound['outcome']>; win: string },
): Promise<void> {
  await db.query('UPDATE demo_provider_rounds SET outcome = $2, win = $3 WHERE round_id = $1', [
    roundId,
    draw.outcome,
    draw.win,
  ]);
}

export async function markResolved(db: Queryable, roundId: string): Promise<void> {
  await db.query('UPDATE demo_provider_rounds SET resolved_at = now() WHERE round_id = $1', [
    roundId,
  ]);
}

/** The player's rounds of this game left unfinished in earlier sessions, oldest first. */
export async function unresolvedRounds(
  db: Queryable,
  session: { sessionId: string; playerId: string; gpid: string; gameCode: string },
): Promise<DemoRound[]> {
  const { rows } = await db.query<DemoRound>(
    `SELECT round.round_id AS "roundId", round.session_id AS "sessionId",
            round.bet_transaction_id AS "betTransactionId",
            round.win_transaction_id AS "winTransactionId", round.stake::text AS stake,
            round.free_spin_grant AS "freeSpinGrant", round.choices, round.outcome,
            round.win::text AS win
     FROM demo_provider_rounds round
     JOIN demo_provider_sessions session ON session.session_id = round.session_id
     WHERE round.resolved_at IS NULL AND session.player_id = $1 AND session.gpid = $2
       AND session.game_code = $3 AND session.session_id <> $4
     ORDER BY round.created_at`,
    [session.playerId, session.gpid, session.gameCode, session.sessionId],
  );
  return rows;
}
