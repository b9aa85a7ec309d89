// NOTIFY takes a database-wide lock at commit, so a transaction that moves money must never send
// one: it writes its events to the outbox, and they are sent after it committed, by a statement
// of their own (NOTIFY, the default) or to a Redis Stream (REDIS_URL set).

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, beforeEach, test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';

import { Redis } from 'ioredis';
import type pg from 'pg';

import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { post, relaxedSettings, startTestApp } from '../../../test/harness.js';
import { startRedis } from '../../../test/redis.js';
import { admin, walletPlayer } from '../../../test/wallet.js';
import { WALLET_EVENTS_CHANNEL } from './notify-transport.js';
import { REALTIME_STREAM } from './redis-transport.js';
import type { DeliveredEvent, WalletEvent } from './wallet-event.js';

const redis = await startRedis();

/** Hears the events NOTIFY carries, on a connection of the pool; answers the stop. */
async function listenToNotify(pool: pg.Pool, heard: WalletEvent[]) {
  const listener = await pool.connect();
  listener.on('notification', (message) => {
    if (message.channel === WALLET_EVENTS_CHANNEL) {
      heard.push(JSON.parse(message.payload ?? '').entry.event);
    }
  });
  await listener.query(`LISTEN ${WALLET_EVENTS_CHANNEL}`);
  return async () => listener.release();
}

/** Hears the events appended to the realtime stream from now on; answers the stop. */
function readStream(url: string, heard: WalletEvent[]) {
  const reader = new Redis(url);
  reader.on('error', () => undefined);
  let stopped = false;
  const reading = (async () => {
    let lastId = '0-0';
    while (!stopped) {
      const answer = await reader
        .xread('BLOCK', 100, 'STREAMS', REALTIME_STREAM, lastId)
        .catch(() => null);
      for (const [id, fields] of answer?.[0]?.[1] ?? []) {
        lastId = id;
        heard.push((JSON.parse(fields[1] ?? '') as DeliveredEvent).event);
      }
    }
  })();
  return async () => {
    stopped = true;
    await reading;
    reader.disconnect();
  };
}

// Both apps start before any test is declared: a test declared after a later top-level await
// could run once the hooks of the tests declared before it had closed everything.
const TRANSPORTS = ['NOTIFY', 'a Redis Stream'] as const;
const apps = await Promise.all(
  TRANSPORTS.map((transport) =>
    startTestApp(
      transport === 'NOTIFY' ? relaxedSettings : { ...relaxedSettings, redisUrl: redis.url },
    ),
  ),
);
for (const { pool } of apps) await insertTestGames(pool);

for (const [index, transport] of TRANSPORTS.entries()) {
  const { app, pool, close } = apps[index]!;

  interface Statement {
    connection: number;
    text: string;
    inTransaction: boolean;
  }

  /** Every statement the app's pool runs from now on, in the order sent. */
  const statements: Statement[] = [];
  const recorded = new WeakSet<pg.PoolClient>();
  let connections = 0;
  pool.on('acquire', (client) => {
    if (recorded.has(client)) return;
    recorded.add(client);
    const connection = ++connections;
    let inTransaction = false;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [config] = args;
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      if (/^\s*BEGIN\b/i.test(text)) inTransaction = true;
      statements.push({ connection, text, inTransaction });
      if (/^\s*(COMMIT|ROLLBACK)\b/i.test(text)) inTransaction = false;
      return query(...args);
    }) as typeof client.query;
  });

  const heard: WalletEvent[] = [];
  const stopHearing =
    transport === 'NOTIFY' ? await listenToNotify(pool, heard) : readStream(redis.url, heard);
  after(async () => {
    await stopHearing();
    await close();
  });

  beforeEach(() => {
    statements.length = 0;
    heard.length = 0;
  });

  const notifies = (statement: Statement) => /pg_notify|\bNOTIFY\b/i.test(statement.text);

  /**
   * Asserts that of the statements run since the test began, one transaction posted to the ledger
   * and committed, and that no statement of the app's pool (where money moves) sent a NOTIFY: the
   * relay sends them on connections of its own, from the outbox, which shows a row only once the
   * transaction that wrote it committed.
   */
  function assertNotifiedAfterMoneyCommitted() {
    // Every transfer is written by the SQL function ledger_post_transfer.
    const posting = statements.filter(
      (statement) => statement.inTransaction && /\bledger_post_transfer\b/i.test(statement.text),
    );
    const moving = new Set(posting.map((statement) => statement.connection));
    assert.equal(moving.size, 1, 'one transaction moved the money');
    const [first] = posting;
    assert.ok(first !== undefined);
    const commit = statements.findIndex(
      (statement, index) =>
        index > statements.indexOf(first) &&
        statement.connection === first.connection &&
        /^\s*COMMIT\b/i.test(statement.text),
    );
    assert.ok(commit >= 0, 'the money transaction committed');

    assert.deepEqual(
      statements.filter(notifies).map((statement) => statement.text),
      [],
      'no NOTIFY on the connections that move money',
    );
  }

  /**
   * The same for a call that moves money in one statement (a game wallet adapter's SQL function,
   * posting through ledger_post_transfer inside): the statement runs in no transaction the API
   * opened, so it has committed when it returns, and no statement of the app's pool sent a NOTIFY.
   */
  function assertMovedByOneCommittedStatement(sqlFunction: string) {
    const calls = statements.filter((statement) =>
      new RegExp(`\\b${sqlFunction}\\(`).test(statement.text),
    );
    assert.equal(calls.length, 1, `one statement called ${sqlFunction}`);
    assert.equal(calls[0]?.inTransaction, false, 'a transaction of its own, committed on return');
    assert.deepEqual(
      statements.filter(notifies).map((statement) => statement.text),
      [],
      'no NOTIFY on the connections that move money',
    );
  }

  /** Waits until listeners have heard `expected` (in any order among other events). */
  async function hearing(expected: WalletEvent[]) {
    const deadline = Date.now() + 5000;
    const missing = () =>
      expected.filter((event) => !heard.some((other) => isDeepStrictEqual(other, event)));
    while (missing().length > 0) {
      assert.ok(Date.now() < deadline, `not heard: ${JSON.stringify(missing())}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  test(`an operator's deposit decision announces only after its money committed (${transport})`, async () => {
    const { loginToken } = await walletPlayer(app);
    const me = (await post(app, 'me', {}, loginToken)).body.data;
    const deposit = await post(
      app,
      'depo-wd',
      { transactionType: 'DEPOSIT', currency: 'IDR', amount: '100000', paymentChannel: 'BCA' },
      loginToken,
    );
    assert.equal(deposit.statusCode, 200, JSON.stringify(deposit.body));
    statements.length = 0;

    const approved = await admin(
      app,
      'POST',
      `/transactions/${deposit.body.data.transactionId}/approve`,
      {},
    );
    assert.equal(approved.statusCode, 200, JSON.stringify(approved.body));
    await hearing([
      { kind: 'balanceChanged', playerId: me.playerId, brandUsername: me.brandUsername },
      {
        kind: 'paymentDecided',
        brandId: 'croupier',
        brandUsername: me.brandUsername,
        amount: '100000.00',
        currency: 'IDR',
        transactionStatus: 'success',
        transactionType: 'deposit',
      },
    ]);
    assertNotifiedAfterMoneyCommitted();
  });

  test(`a provider's rollback announces only after its refund committed (${transport})`, async () => {
    const { loginToken } = await walletPlayer(app, '50000');
    const me = (await post(app, 'me', {}, loginToken)).body.data;
    const sessionId = await providerSession(app, loginToken, TEST_GAMES.slot);
    const transactionId = randomUUID();
    const placed = await gatewayCall(app, TEST_GAMES.slot.gpid, 'bet', {
      sessionId,
      transactionId,
      roundId: randomUUID(),
      gameCode: TEST_GAMES.slot.code,
      amount: '100',
    });
    assert.equal(placed.statusCode, 200, JSON.stringify(placed.body));
    // The bet's own event, sent by the batcher shortly after, must not count for the rollback's.
    await hearing([
      { kind: 'balanceChanged', playerId: me.playerId, brandUsername: me.brandUsername },
    ]);
    statements.length = 0;
    heard.length = 0;

    const rolledBack = await gatewayCall(app, TEST_GAMES.slot.gpid, 'rollback', {
      sessionId,
      transactionId,
    });
    assert.equal(rolledBack.statusCode, 200, JSON.stringify(rolledBack.body));
    await hearing([
      { kind: 'balanceChanged', playerId: me.playerId, brandUsername: me.brandUsername },
    ]);
    // The rollback is one statement, on the game wallet's SQL core like bets and wins.
    assertMovedByOneCommittedStatement('gateway_rollback');
  });

  test(`no function in the database sends a NOTIFY, so no statement can hide one (${transport})`, async () => {
    const { rows } = await pool.query<{ name: string }>(
      `SELECT proname AS name FROM pg_proc
       WHERE pronamespace = 'public'::regnamespace AND prosrc ~* '(pg_)?notify'`,
    );
    assert.deepEqual(rows, []);
  });
}

// After the apps closed (hooks run in the order they were added).
after(() => redis.stop());
