import type { LotteryDraw, LotteryMarket } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';

// Any constant works; it only has to be the same in every API process.
const DRAW_LOCK_KEY = 7_310_012;

export type MarketRecord = Omit<LotteryMarket, 'nextDrawAt'>;

export interface NewDraw {
  drawNumber: number;
  winningNumbers: string;
  drawnAt: Date;
}

interface DrawRow {
  drawId: string;
  marketCode: string;
  drawNumber: number;
  winningNumbers: string;
  drawnAt: Date;
}

const DRAW_COLUMNS = `draw.id AS "drawId", draw.market_code AS "marketCode",
  draw.draw_number AS "drawNumber", draw.winning_numbers AS "winningNumbers",
  draw.drawn_at AS "drawnAt"`;

const toDraw = (row: DrawRow): LotteryDraw => ({ ...row, drawnAt: row.drawnAt.toISOString() });

/** Every market with its latest draw, in display order. */
export async function listMarkets(db: Queryable): Promise<MarketRecord[]> {
  const { rows } = await db.query<
    Omit<MarketRecord, 'latestDraw'> & { [Field in keyof DrawRow]: DrawRow[Field] | null }
  >(
    `SELECT market.code, market.name, market.digits,
            market.draw_interval_minutes AS "drawIntervalMinutes", ${DRAW_COLUMNS}
     FROM lottery_markets market
     LEFT JOIN LATERAL (
       SELECT * FROM lottery_draws latest WHERE latest.market_code = market.code
       ORDER BY latest.draw_number DESC LIMIT 1) draw ON true
     ORDER BY market.sort`,
  );
  return rows.map(({ code, name, digits, drawIntervalMinutes, ...draw }) => ({
    code,
    name,
    digits,
    drawIntervalMinutes,
    latestDraw: draw.drawId === null ? null : toDraw(draw as DrawRow),
  }));
}

export async function marketExists(db: Queryable, code: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM lottery_markets WHERE code = $1', [code]);
  return rowCount === 1;
}

/** A market's draws, newest first. */
export async function listDraws(
  db: Queryable,
  marketCode: string,
  page: { page: number; pageSize: number },
): Promise<{ items: LotteryDraw[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<DrawRow>(
      `SELECT ${DRAW_COLUMNS} FROM lottery_draws draw WHERE draw.market_code = $1
       ORDER BY draw.draw_number DESC LIMIT $2 OFFSET $3`,
      [marketCode, page.pageSize, (page.page - 1) * page.pageSize],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM lottery_draws WHERE market_code = $1',
      [marketCode],
    ),
  ]);
  return { items: rows.map(toDraw), total: counted[0]?.total ?? 0 };
}

/**
 * Claims the right to draw a market until the transaction ends; false while another process
 * holds it (that process makes the draws, so this one skips the market).
 */
export async function tryLockMarket(db: Queryable, marketCode: string): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked',
    [DRAW_LOCK_KEY, marketCode],
  );
  return rows[0]?.locked ?? false;
}

export async function findLatestDraw(
  db: Queryable,
  marketCode: string,
): Promise<{ drawNumber: number; drawnAt: Date } | null> {
  const { rows } = await db.query<{ drawNumber: number; drawnAt: Date }>(
    `SELECT draw_number AS "drawNumber", drawn_at AS "drawnAt" FROM lottery_draws
     WHERE market_code = $1 ORDER BY draw_number DESC LIMIT 1`,
    [marketCode],
  );
  return rows[0] ?? null;
}

/** Inserts draws; one already made (same number or time) is left as it is and not returned. */
export async function insertDraws(
  db: Queryable,
  marketCode: string,
  draws: NewDraw[],
): Promise<LotteryDraw[]> {
  const { rows } = await db.query<DrawRow>(
    `INSERT INTO lottery_draws AS draw (market_code, draw_number, winning_numbers, drawn_at)
     SELECT $1, number, winning, at
     FROM unnest($2::int[], $3::text[], $4::timestamptz[]) AS seed(number, winning, at)
     ON CONFLICT DO NOTHING
     RETURNING ${DRAW_COLUMNS}`,
    [
      marketCode,
      draws.map((draw) => draw.drawNumber),
      draws.map((draw) => draw.winningNumbers),
      draws.map((draw) => draw.drawnAt),
    ],
  );
  return rows.map(toDraw);
}
