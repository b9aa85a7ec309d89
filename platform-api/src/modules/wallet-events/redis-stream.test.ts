// Realtime events through a Redis Stream (REDIS_URL set), against a real redis-server: every
// subscriber process gets each event exactly once and in its player's order, across a process that
// dies between its commit and its XADD, and across a Redis restart.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

import { buildApp } from '../../app.js';
import { createTestDatabase, relaxedSettings } from '../../../test/harness.js';
import { startRedis } from '../../../test/redis.js';
import { walletPlayer } from '../../../test/wallet.js';
import { EventOrder } from '../realtime/event-order.js';
import { REALTIME_STREAM } from './redis-transport.js';
import { type RealtimeEvents, startRealtimeEvents } from './realtime-events.js';
import type { DeliveredEvent } from './wallet-event.js';

const database = await createTestDatabase();
const { pool } = database;
const redis = await startRedis();
/** How long a subscriber waits for a missing event before going on without it. */
const GAP_WAIT_MS = 200;
const quiet = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

// A player with an account, made through an API process that is then gone.
const { playerId } = await (async () => {
  const app = await buildApp({ pool, settings: relaxedSettings });
  try {
    const { loginToken } = await walletPlayer(app);
    const me = await app.inject({
      method: 'POST',
      url: '/v1/me',
      headers: { authorization: loginToken },
      payload: {},
    });
    return { playerId: me.json().data.playerId as string };
  } finally {
    await app.close();
  }
})();

/** One API process's delivery, and what its subscribers were handed, in order. */
async function apiProcess(beforeAppend?: () => void) {
  const events = await startRealtimeEvents({
    db: pool,
    log: quiet,
    redisUrl: redis.url,
    beforeAppend,
  });
  const heard: DeliveredEvent[] = [];
  // A short wait for missing events, which the waits below outlast.
  const order = new EventOrder((entry) => heard.push(entry), GAP_WAIT_MS);
  events.transport.setReceiver({
    deliver: (entries) => entries.forEach((entry) => order.accept(entry)),
    resync: () => undefined,
  });
  running.push({ events, order });
  return { events, heard };
}
const running: { events: RealtimeEvents; order: EventOrder }[] = [];
after(async () => {
  for (const { events, order } of running) {
    order.close();
    await events.close();
  }
  await redis.stop();
  await database.drop();
});

/** Commits one balanceChanged of the player, as a money transaction would; answers its number. */
async function commitChange(): Promise<number> {
  await pool.query('SELECT realtime_outbox_add($1, $2)', [
    playerId,
    { kind: 'balanceChanged', playerId, brandUsername: 'croupier_someone' },
  ]);
  const { rows } = await pool.query<{ last: string }>(
    'SELECT last_sequence AS last FROM realtime_player_sequences WHERE player_id = $1',
    [playerId],
  );
  return Number(rows[0]!.last);
}

const waiting = async () =>
  Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM realtime_outbox')).rows[0]!.n);

async function eventually(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    assert.ok(Date.now() < deadline, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sequences = (heard: DeliveredEvent[], from: number) =>
  heard
    .filter((entry) => entry.playerId === playerId && entry.sequence! >= from)
    .map((entry) => entry.sequence);

// The crashing process starts first, so it is the elected relay: its sweeps fail too.
const crashing = await apiProcess(() => {
  throw new Error('the process died between its commit and its XADD');
});
const second = await apiProcess();
const third = await apiProcess();

test('a process that dies between commit and XADD loses no event, and none is repeated', async () => {
  const first = await commitChange();
  await commitChange();
  const last = await commitChange();
  await crashing.events.relay.deliverNow();
  assert.equal(await waiting(), 3, 'the rows it took are back in the outbox');
  // It dies: its session connection, and with it the relay's lock, goes.
  running.shift();
  await crashing.events.close();

  const expected = [first, first + 1, last];
  for (const subscriber of [second, third]) {
    await eventually(() => sequences(subscriber.heard, first).length === 3, 'the events');
  }
  // An append repeated (a crash after XADD, before the delete committed) changes nothing.
  const writer = new Redis(redis.url);
  const repeat = second.heard.find((entry) => entry.sequence === first + 1)!;
  await writer.xadd(REALTIME_STREAM, '*', 'entry', JSON.stringify(repeat));
  writer.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 2 * GAP_WAIT_MS));
  for (const subscriber of [second, third]) {
    assert.deepEqual(sequences(subscriber.heard, first), expected, 'each once, in order');
  }
  assert.equal(await waiting(), 0);
});

test('events committed while Redis restarts arrive once each, in order', async () => {
  await redis.stop();
  const first = await commitChange();
  const last = await commitChange();
  await second.events.relay.deliverNow();
  assert.equal(await waiting(), 2, 'nothing is delivered, nothing lost, while Redis is away');
  await redis.start();
  for (const subscriber of [second, third]) {
    await eventually(() => sequences(subscriber.heard, first).length === 2, 'the events');
  }
  await new Promise((resolve) => setTimeout(resolve, 2 * GAP_WAIT_MS));
  for (const subscriber of [second, third]) {
    assert.deepEqual(sequences(subscriber.heard, first), [first, last]);
  }
  assert.equal(await waiting(), 0);
});
