// The significant events of money and components (GLI-19 2.8.8): a day's wins over the brand's
// daily threshold, a refused attempt to take a balance below zero, and a component going down
// and coming back.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { buildApp } from '../../app.js';
import { post, relaxedSettings, startTestApp } from '../../../test/harness.js';
import {
  gatewayCall,
  insertTestGames,
  providerSession,
  slotRound,
  TEST_GAMES,
} from '../../../test/games.js';
import { startRedis } from '../../../test/redis.js';
import { verifiedPlayer, walletPlayer } from '../../../test/wallet.js';
import { componentAvailability, watchedCall } from './availability.js';

const { app, pool, close } = await startTestApp();
after(close);
await insertTestGames(pool);

interface EventRow {
  type: string;
  at: Date;
  component: string;
  brand_id: string | null;
  player_id: string | null;
  actor: string;
  reason: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function eventsSince(since: Date, type: string): Promise<EventRow[]> {
  const { rows } = await pool.query<EventRow>(
    `SELECT type, at, component, brand_id, player_id, actor, reason, before, after
     FROM significant_events WHERE at >= $1 AND type = $2 ORDER BY id`,
    [since, type],
  );
  return rows;
}

const slot = TEST_GAMES.slot;

test("a player's wins of the day reaching the daily threshold are recorded once", async () => {
  await pool.query(
    `UPDATE brand_protection SET large_daily_win_threshold = 50000 WHERE brand_id = 'croupier'`,
  );
  try {
    const since = new Date();
    const { loginToken } = await walletPlayer(app, '100000');
    const sessionId = await providerSession(app, loginToken, slot);
    await slotRound(app, sessionId, '1000', '30000');
    assert.equal((await eventsSince(since, 'large_daily_win')).length, 0);
    await slotRound(app, sessionId, '1000', '25000');
    await slotRound(app, sessionId, '1000', '40000');
    const events = await eventsSince(since, 'large_daily_win');
    assert.equal(events.length, 1);
    const [event] = events;
    assert.equal(event?.brand_id, 'croupier');
    assert.equal(event?.actor, `provider:${slot.gpid}`);
    assert.equal(event?.after?.inBaseCurrency, '55000');
    assert.equal(event?.after?.day, new Date().toISOString().slice(0, 10));
    assert.match(event?.reason ?? '', /55000 IDR today reached the daily threshold of 50000 IDR/);

    // Another player's day is their own.
    const other = await walletPlayer(app, '100000');
    const otherSession = await providerSession(app, other.loginToken, slot);
    await slotRound(app, otherSession, '1000', '10000');
    assert.equal((await eventsSince(since, 'large_daily_win')).length, 1);
  } finally {
    await pool.query(
      `UPDATE brand_protection SET large_daily_win_threshold = NULL WHERE brand_id = 'croupier'`,
    );
  }
});

test('a brand without a daily threshold records no daily win', async () => {
  const since = new Date();
  const { loginToken } = await walletPlayer(app, '100000');
  const sessionId = await providerSession(app, loginToken, slot);
  await slotRound(app, sessionId, '1000', '900000');
  assert.equal((await eventsSince(since, 'large_daily_win')).length, 0);
});

test('a withdrawal above the balance is refused and recorded as a negative balance attempt', async () => {
  const since = new Date();
  const { loginToken, username } = await verifiedPlayer(app, pool, '100000');
  const overdraft = await post(
    app,
    'depo-wd',
    { transactionType: 'WITHDRAW', currency: 'IDR', amount: '170000', paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(overdraft.statusCode, 409, JSON.stringify(overdraft.body));
  assert.equal(overdraft.body.errorCode, 10);
  const [event, ...more] = await eventsSince(since, 'negative_balance_attempt');
  assert.equal(more.length, 0);
  assert.equal(event?.component, 'ledger');
  assert.equal(event?.brand_id, 'croupier');
  assert.equal(event?.actor, `player:${username}`);
  assert.deepEqual(event?.before, { currency: 'IDR', balance: '100000' });
  assert.equal(event?.after?.needed, '170000');
  assert.equal(event?.after?.call, 'POST /v1/depo-wd');
  assert.equal(event?.reason, 'Insufficient IDR balance: 100000 available, 170000 needed');
});

test("a provider's bet above the balance is refused and recorded", async () => {
  const since = new Date();
  const { loginToken } = await walletPlayer(app, '100000');
  const sessionId = await providerSession(app, loginToken, slot);
  const transactionId = randomUUID();
  const refused = await gatewayCall(app, slot.gpid, 'bet', {
    sessionId,
    transactionId,
    roundId: randomUUID(),
    gameCode: slot.code,
    amount: '160000',
  });
  assert.equal(refused.body.errorCode, 20, JSON.stringify(refused.body));
  const [event, ...more] = await eventsSince(since, 'negative_balance_attempt');
  assert.equal(more.length, 0);
  assert.equal(event?.component, 'games');
  assert.equal(event?.actor, `provider:${slot.gpid}`);
  assert.equal(event?.after?.transactionId, transactionId);
  assert.equal(event?.after?.amount, '160000');
  assert.match(
    event?.reason ?? '',
    /Insufficient IDR balance: 100000(\.00)? available, 160000 needed/,
  );
  // A bet within the balance records nothing.
  const taken = await gatewayCall(app, slot.gpid, 'bet', {
    sessionId,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    gameCode: slot.code,
    amount: '40000',
  });
  assert.equal(taken.statusCode, 200);
  assert.equal((await eventsSince(since, 'negative_balance_attempt')).length, 1);
});

test('a component is recorded when it goes down and when it is back, not at every probe', async () => {
  const since = new Date();
  const redis = await startRedis();
  const watched = await buildApp({
    pool,
    settings: { ...relaxedSettings, redisUrl: `redis://127.0.0.1:${redis.port}` },
  });
  try {
    const ready = async () =>
      (await watched.inject({ method: 'GET', url: '/health/ready' })).statusCode;
    assert.equal(await ready(), 200);
    await redis.stop();
    assert.equal(await ready(), 503);
    assert.equal(await ready(), 503);
    await redis.start();
    assert.equal(await ready(), 200);
    assert.equal(await ready(), 200);
    const down = await eventsSince(since, 'component_unavailable');
    const up = await eventsSince(since, 'component_restored');
    assert.deepEqual(
      down.map(({ component, actor, brand_id }) => ({ component, actor, brand_id })),
      [{ component: 'redis', actor: 'system', brand_id: null }],
    );
    assert.equal(up.length, 1);
    assert.equal(up[0]?.component, 'redis');
    assert.equal(up[0]?.before?.since, down[0]?.at.toISOString());
  } finally {
    await watched.close();
    await redis.stop();
  }
});

test('the database going down is recorded once it is back, at the time it went down', async () => {
  const since = new Date();
  let reachable = false;
  // The database as the watcher sees it: refusing every statement while it is down.
  const database = {
    query: (...args: Parameters<typeof pool.query>) =>
      reachable ? pool.query(...args) : Promise.reject(new Error('connection refused')),
  } as unknown as typeof pool;
  const availability = componentAvailability(database, app.log);
  const wentDown = new Date(Date.now() + 1000);
  await availability.observe('database', false, 'connection refused', wentDown);
  await availability.observe('database', false);
  assert.equal((await eventsSince(since, 'component_unavailable')).length, 0);
  reachable = true;
  await availability.observe('database', true, undefined, new Date(wentDown.getTime() + 5000));
  const [down] = await eventsSince(since, 'component_unavailable');
  const [up] = await eventsSince(since, 'component_restored');
  assert.equal(down?.at.toISOString(), wentDown.toISOString());
  assert.equal(down?.reason, 'database unreachable: connection refused');
  assert.equal(up?.after?.unavailableSeconds, 5);
});

test("a provider's API that does not answer is unavailable; a refusal is not", async () => {
  const since = new Date();
  const availability = componentAvailability(pool, app.log);
  let answer: 'down' | 'refused' | 'ok' = 'down';
  const call = watchedCall(
    availability,
    'test-provider',
    async () => {
      if (answer === 'ok') return 'ok';
      throw Object.assign(new Error(answer), { down: answer === 'down' });
    },
    (error) => (error as { down?: boolean }).down === true,
  );
  await assert.rejects(call(), /down/);
  await assert.rejects(call(), /down/);
  answer = 'refused';
  await assert.rejects(call(), /refused/);
  answer = 'ok';
  assert.equal(await call(), 'ok');
  const down = await eventsSince(since, 'component_unavailable');
  const up = await eventsSince(since, 'component_restored');
  assert.deepEqual(
    [...down, ...up]
      .filter(({ component }) => component === 'test-provider')
      .map(({ type, component }) => `${type} ${component}`),
    ['component_unavailable test-provider', 'component_restored test-provider'],
  );
});
