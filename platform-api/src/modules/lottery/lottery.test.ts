import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

import type { LotteryDraw, LotteryMarket } from '@croupier/contracts';

import { buildApp } from '../../app.js';
import { createTestDatabase, newSessionToken, post, startTestApp } from '../../../test/harness.js';
import { CATCH_UP_LIMIT, drawDueMarkets, drawMarket, HISTORY_DRAWS } from './draws.js';
import { dueDrawTimes, nextDrawTime } from './schedule.js';

const { app, pool, close } = await startTestApp();
after(close);

const MINUTE_MS = 60_000;

async function addMarket(code: string, intervalMinutes: number, lastDrawAt?: Date) {
  await pool.query(
    `INSERT INTO lottery_markets (code, name, digits, draw_interval_minutes, sort)
     VALUES ($1, $1, 4, $2, 100)`,
    [code, intervalMinutes],
  );
  if (lastDrawAt !== undefined) {
    await pool.query(
      `INSERT INTO lottery_draws (market_code, draw_number, winning_numbers, drawn_at)
       VALUES ($1, 1, '0000', $2)`,
      [code, lastDrawAt],
    );
  }
  return { code, digits: 4, drawIntervalMinutes: intervalMinutes };
}

async function drawsOf(code: string) {
  const { rows } = await pool.query<{ drawNumber: number; drawnAt: Date }>(
    `SELECT draw_number AS "drawNumber", drawn_at AS "drawnAt" FROM lottery_draws
     WHERE market_code = $1 ORDER BY draw_number`,
    [code],
  );
  return rows;
}

test('the schedule is every multiple of the interval, with a bounded catch-up', () => {
  const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
  assert.deepEqual(dueDrawTimes(5, at(0), at(14), 20), [at(5), at(10)]);
  assert.deepEqual(dueDrawTimes(5, at(10), at(14), 20), []);
  assert.deepEqual(dueDrawTimes(5, at(10), at(15), 20), [at(15)]);
  assert.deepEqual(dueDrawTimes(5, null, at(14), 2), [at(5), at(10)]);
  assert.deepEqual(dueDrawTimes(5, at(0), at(60), 3), [at(50), at(55), at(60)]);
  assert.deepEqual(nextDrawTime(15, at(14)), at(15));
  assert.deepEqual(nextDrawTime(15, at(15)), at(30));
});

test('lottery/markets lists the seeded markets with their latest draw and next draw', async () => {
  const before = Date.now();
  const response = await post(app, 'lottery/markets', {});
  assert.equal(response.statusCode, 200);
  const markets: LotteryMarket[] = response.body.data;
  assert.deepEqual(
    markets.map(({ code, name, digits, drawIntervalMinutes }) => [
      code,
      name,
      digits,
      drawIntervalMinutes,
    ]),
    [
      ['CR4D', 'Croupier 4D', 4, 5],
      ['LG3D', 'Lagoon 3D', 3, 10],
      ['GD4D', 'Golden 4D', 4, 15],
      ['MN6D', 'Midnight 6D', 6, 60],
    ],
  );
  for (const market of markets) {
    const latest = market.latestDraw;
    assert.ok(latest !== null, market.code);
    assert.equal(latest.marketCode, market.code);
    assert.equal(latest.drawNumber, HISTORY_DRAWS);
    assert.match(latest.winningNumbers, new RegExp(`^[0-9]{${market.digits}}$`));
    const next = Date.parse(market.nextDrawAt);
    const interval = market.drawIntervalMinutes * MINUTE_MS;
    assert.equal(next % interval, 0);
    assert.ok(next > before && next <= Date.now() + interval, market.code);
  }

  // Public: a visitor's session token is accepted as well as no token.
  const token = await newSessionToken(app);
  assert.equal((await post(app, 'lottery/markets', undefined, token)).statusCode, 200);
});

test('lottery/draws pages a market newest first', async () => {
  const page = async (body: object) => post(app, 'lottery/draws', { marketCode: 'LG3D', ...body });
  const whole = (await page({})).body.data;
  assert.equal(whole.total, HISTORY_DRAWS);
  assert.equal(whole.page, 1);
  assert.equal(whole.pageSize, 20);
  const draws: LotteryDraw[] = whole.items;
  assert.deepEqual(
    draws.map((draw) => draw.drawNumber),
    Array.from({ length: HISTORY_DRAWS }, (_, index) => HISTORY_DRAWS - index),
  );
  for (const [index, draw] of draws.entries()) {
    assert.match(draw.winningNumbers, /^[0-9]{3}$/);
    const previous = draws[index + 1];
    if (previous !== undefined) {
      assert.equal(Date.parse(draw.drawnAt) - Date.parse(previous.drawnAt), 10 * MINUTE_MS);
    }
  }

  const third = (await page({ page: 3, pageSize: 4 })).body.data;
  assert.deepEqual(third, { items: draws.slice(8), total: HISTORY_DRAWS, page: 3, pageSize: 4 });
  const beyond = (await page({ page: 9, pageSize: 4 })).body.data;
  assert.deepEqual(beyond.items, []);

  const unknown = await post(app, 'lottery/draws', { marketCode: 'NOPE' });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.body.errorCode, 6);
  for (const body of [{}, { marketCode: 'LG3D', pageSize: 0 }, { marketCode: 'LG3D', x: 1 }]) {
    const bad = await post(app, 'lottery/draws', body);
    assert.equal(bad.statusCode, 400, JSON.stringify(body));
    assert.equal(bad.body.errorCode, 2);
  }
});

test('a due draw is made once even when several schedulers race', async () => {
  const lastDrawAt = new Date(Math.floor(Date.now() / (5 * MINUTE_MS)) * 5 * MINUTE_MS);
  const market = await addMarket('RACE', 5, lastDrawAt);
  const now = new Date(lastDrawAt.getTime() + 3 * 5 * MINUTE_MS + 1000);

  const made = await Promise.all(Array.from({ length: 4 }, () => drawMarket(pool, market, now)));
  assert.equal(made.flat().length, 3);
  const passes = await Promise.all([drawDueMarkets(pool, now), drawDueMarkets(pool, now)]);
  assert.equal(passes.flat().filter((draw) => draw.marketCode === 'RACE').length, 0);

  const draws = await drawsOf('RACE');
  assert.deepEqual(
    draws.map((draw) => [draw.drawNumber, draw.drawnAt.getTime() - lastDrawAt.getTime()]),
    [
      [1, 0],
      [2, 5 * MINUTE_MS],
      [3, 10 * MINUTE_MS],
      [4, 15 * MINUTE_MS],
    ],
  );
});

test('after downtime only the latest missed draws are made, at their scheduled times', async () => {
  const lastDrawAt = new Date(Date.UTC(2030, 0, 1));
  const market = await addMarket('GAP', 15, lastDrawAt);
  const now = new Date(lastDrawAt.getTime() + 100 * 15 * MINUTE_MS + 7 * MINUTE_MS);

  const made = await drawMarket(pool, market, now);
  assert.equal(made.length, CATCH_UP_LIMIT);
  assert.deepEqual(
    made.map((draw) => [draw.drawNumber, Date.parse(draw.drawnAt)]),
    Array.from({ length: CATCH_UP_LIMIT }, (_, index) => [
      index + 2,
      lastDrawAt.getTime() + (100 - CATCH_UP_LIMIT + 1 + index) * 15 * MINUTE_MS,
    ]),
  );
  assert.deepEqual(await drawMarket(pool, market, now), []);
});

test('the scheduler of an app started with it draws due markets and stops on close', async () => {
  const database = await createTestDatabase();
  try {
    const lastDrawAt = new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS - 3 * MINUTE_MS);
    await database.pool.query(
      `INSERT INTO lottery_markets (code, name, digits, draw_interval_minutes, sort)
       VALUES ('TICK', 'Tick', 2, 1, 100)`,
    );
    await database.pool.query(
      `INSERT INTO lottery_draws (market_code, draw_number, winning_numbers, drawn_at)
       VALUES ('TICK', 1, '00', $1)`,
      [lastDrawAt],
    );
    const scheduled = await buildApp({
      pool: database.pool,
      settings: { lotteryScheduler: true },
    });
    const count = async () =>
      (
        await database.pool.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM lottery_draws WHERE market_code = 'TICK'",
        )
      ).rows[0]?.count ?? 0;
    for (let attempt = 0; attempt < 50 && (await count()) < 4; attempt += 1) await sleep(100);
    await scheduled.close();
    assert.ok((await count()) >= 4);
  } finally {
    await database.drop();
  }
});
