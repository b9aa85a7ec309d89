import type { Queryable } from '../../db/pool.js';

/** Whether the round is the player's, in `currency`, and not rolled back. */
export async function isPlayersRound(
  db: Queryable,
  round: { gpid: string; roundId: string; playerId: string; currency: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT FROM rounds WHERE gpid = $1 AND round_id = $2 AND player_id = $3 AND currency = $4
       AND status <> 'rolledBack'`,
    [round.gpid, round.roundId, round.playerId, round.currency],
  );
  return rowCount === 1;
}

export interface RoundFilter {
  playerId: string;
  /** Inclusive UTC dates, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  gpid: string | null;
  category: string | null;
}

export interface RoundRow {
  roundId: string;
  gpid: string;
  providerName: string;
  gameCode: string;
  gameName: string;
  category: string;
  currency: string;
  scale: number;
  stake: string;
  win: string;
  net: string;
  status: 'open' | 'settled' | 'rolledBack';
  createdAt: Date;
}

export interface TotalsRow {
  currency: string;
  scale: number;
  stake: string;
  win: string;
  net: string;
}

// Dates are whole UTC days: `to` includes everything before the next midnight.
const FILTERED_ROUNDS = `
  FROM rounds round
  JOIN games game ON game.gpid = round.gpid AND game.code = round.game_code
  JOIN game_providers provider ON provider.gpid = round.gpid
  JOIN currencies currency ON currency.code = round.currency
  WHERE round.player_id = $1
    AND ($2::date IS NULL OR round.created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC')
    AND ($3::date IS NULL OR round.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')
    AND ($4::text IS NULL OR round.gpid = $4)
    AND ($5::text IS NULL OR game.category = $5)`;

export async function listRounds(
  db: Queryable,
  filter: RoundFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: RoundRow[]; total: number; totals: TotalsRow[] }> {
  const parameters = [filter.playerId, filter.from, filter.to, filter.gpid, filter.category];
  const [{ rows }, { rows: totals }] = await Promise.all([
    db.query<RoundRow>(
      `SELECT round.round_id AS "roundId", round.gpid, provider.gpname AS "providerName",
              round.game_code AS "gameCode", game.name AS "gameName", game.category,
              round.currency, currency.scale, round.stake::text AS stake, round.win::text AS win,
              (round.win - round.stake)::text AS net, round.status, round.created_at AS "createdAt"
       ${FILTERED_ROUNDS}
       ORDER BY round.created_at DESC, round.round_id DESC
       LIMIT $6 OFFSET $7`,
      [...parameters, page.pageSize, (page.page - 1) * page.pageSize],
    ),
    db.query<TotalsRow & { rounds: number }>(
      `SELECT round.currency, currency.scale, sum(round.stake)::text AS stake,
              sum(round.win)::text AS win, (sum(round.win) - sum(round.stake))::text AS net,
              count(*)::int AS rounds
       ${FILTERED_ROUNDS}
       GROUP BY round.currency, currency.scale, currency.sort
       ORDER BY currency.sort`,
      parameters,
    ),
  ]);
  const total = totals.reduce((sum, row) => sum + row.rounds, 0);
  return { rows, total, totals: totals.map(({ rounds: _rounds, ...row }) => row) };
}
