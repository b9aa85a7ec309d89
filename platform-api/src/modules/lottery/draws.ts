// Making draws: each due scheduled time of a market gets one draw, made by whichever API process
// claims the market first; the others skip it.

import { randomInt } from 'node:crypto';

import type { LotteryDraw, LotteryMarket } from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction, type Queryable } from '../../db/pool.js';
import { findLatestDraw, insertDraws, listMarkets, tryLockMarket } from './repository.js';
import { dueDrawTimes } from './schedule.js';

/** Draws made late after downtime: only the most recent missed ones, so a restart stays quick. */
export const CATCH_UP_LIMIT = 20;
/** Past draws a market starts with, so its results page is never empty. */
export const HISTORY_DRAWS = 10;

type DrawnMarket = Pick<LotteryMarket, 'code' | 'digits' | 'drawIntervalMinutes'>;

/** Uniformly random digits from the operating system's CSPRNG. */
export function drawDigits(digits: number): string {
  return Array.from({ length: digits }, () => randomInt(10)).join('');
}

/** Makes the market's due draws at their scheduled times; the caller has claimed the market. */
export async function makeDueDraws(
  db: Queryable,
  market: DrawnMarket,
  now: Date,
  limit: number,
): Promise<LotteryDraw[]> {
  const latest = await findLatestDraw(db, market.code);
  const times = dueDrawTimes(market.drawIntervalMinutes, latest?.drawnAt ?? null, now, limit);
  if (times.length === 0) return [];
  const firstNumber = (latest?.drawNumber ?? 0) + 1;
  return insertDraws(
    db,
    market.code,
    times.map((drawnAt, index) => ({
      drawNumber: firstNumber + index,
      winningNumbers: drawDigits(market.digits),
      drawnAt,
    })),
  );
}

/** Makes the market's due draws, unless another process is making them right now. */
export async function drawMarket(
  pool: pg.Pool,
  market: DrawnMarket,
  now: Date,
): Promise<LotteryDraw[]> {
  return withTransaction(pool, async (client) =>
    (await tryLockMarket(client, market.code))
      ? makeDueDraws(client, market, now, CATCH_UP_LIMIT)
      : [],
  );
}

/** One scheduler pass: draws every market whose next scheduled time has come. */
export async function drawDueMarkets(pool: pg.Pool, now = new Date()): Promise<LotteryDraw[]> {
  const due = (await listMarkets(pool)).filter(
    ({ drawIntervalMinutes, latestDraw }) =>
      dueDrawTimes(
        drawIntervalMinutes,
        latestDraw === null ? null : new Date(latestDraw.drawnAt),
        now,
        1,
      ).length > 0,
  );
  const made = await Promise.all(due.map((market) => drawMarket(pool, market, now)));
  return made.flat();
}

/** Gives markets without any draw their recent history; runs inside the seed's transaction. */
export async function drawHistoryOfNewMarkets(db: Queryable, now: Date): Promise<void> {
  for (const market of await listMarkets(db)) {
    if (market.latestDraw === null) await makeDueDraws(db, market, now, HISTORY_DRAWS);
  }
}
