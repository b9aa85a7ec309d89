import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { post, startTestApp } from '../../../test/harness.js';
import { admin, fund, verifiedPlayer, walletPlayer } from '../../../test/wallet.js';
import { maskUsername } from '../../identity/usernames.js';
import { recentPayments } from '../payments/recent-payments.js';
import { loadBalanceSnapshot } from '../wallet/balances.js';
import { WALLET_EVENTS_CHANNEL } from './notify-transport.js';
import type { DeliveredEvent, WalletEvent } from './wallet-event.js';

const { app, pool, close } = await startTestApp();
const listener = await pool.connect();
const received: Array<WalletEvent | { kind: 'marker'; marker: number }> = [];
/** The delivered events, with their outbox ids and sequence numbers. */
const entries: DeliveredEvent[] = [];
listener.on('notification', (message) => {
  if (message.channel !== WALLET_EVENTS_CHANNEL) return;
  const notified = JSON.parse(message.payload ?? '');
  if (notified.marker !== undefined) received.push(notified);
  else {
    entries.push(notified.entry);
    received.push(notified.entry.event);
  }
});
await listener.query(`LISTEN ${WALLET_EVENTS_CHANNEL}`);
after(async () => {
  listener.release();
  await close();
});

let markers = 0;

/**
 * Waits until everything committed so far has been heard: once the outbox is empty its rows were
 * notified (their delete and NOTIFY commit together), listeners get notifications in commit order,
 * so once a marker sent now arrives, every earlier event has too. Returns where it is.
 */
async function caughtUp(): Promise<number> {
  const marker = ++markers;
  while ((await pool.query('SELECT 1 FROM realtime_outbox LIMIT 1')).rowCount !== 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await pool.query('SELECT pg_notify($1, $2)', [
    WALLET_EVENTS_CHANNEL,
    JSON.stringify({ kind: 'marker', marker }),
  ]);
  for (;;) {
    const index = received.findIndex((event) => event.kind === 'marker' && event.marker === marker);
    if (index >= 0) return index;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The events of the money movements `work` commits. */
async function allEventsDuring(work: () => Promise<unknown>): Promise<WalletEvent[]> {
  const start = await caughtUp();
  await work();
  const end = await caughtUp();
  return received
    .slice(start + 1, end)
    .filter((event): event is WalletEvent => event.kind !== 'marker');
}

/** The player-facing events of what `work` commits: the staff queue's changes aside. */
async function eventsDuring(work: () => Promise<unknown>): Promise<WalletEvent[]> {
  return (await allEventsDuring(work)).filter((event) => event.kind !== 'paymentQueueChanged');
}

test('money movements announce balanceChanged; decisions announce paymentDecided', async () => {
  const { loginToken, username } = await verifiedPlayer(app, pool);
  const brandUsername = `croupier_${username.toLowerCase()}`;
  const me = (await post(app, 'me', {}, loginToken)).body.data;

  let requested: { body: { data: { transactionId: string } } } | undefined;
  const pending = await allEventsDuring(async () => {
    requested = await post(
      app,
      'depo-wd',
      { transactionType: 'DEPOSIT', currency: 'IDR', amount: '100000', paymentChannel: 'BCA' },
      loginToken,
    );
  });
  assert.deepEqual(
    pending,
    [
      {
        kind: 'paymentQueueChanged',
        change: 'requested',
        brandId: 'croupier',
        transactionId: requested?.body.data.transactionId,
      },
    ],
    'a pending deposit moves nothing: it only enters the staff queue',
  );

  const approved = await eventsDuring(() => fund(app, loginToken, '250000'));
  assert.deepEqual(approved, [
    { kind: 'balanceChanged', playerId: me.playerId, brandUsername },
    {
      kind: 'paymentDecided',
      brandId: 'croupier',
      brandUsername,
      amount: '250000.00',
      currency: 'IDR',
      transactionStatus: 'success',
      transactionType: 'deposit',
    },
  ]);

  const refused = await eventsDuring(() =>
    post(
      app,
      'depo-wd',
      { transactionType: 'WITHDRAW', currency: 'IDR', amount: '900000', paymentChannel: 'BCA' },
      loginToken,
    ),
  );
  assert.deepEqual(refused, [], 'a rolled-back withdrawal announces nothing');

  const withdrawal = await post(
    app,
    'depo-wd',
    { transactionType: 'WITHDRAW', currency: 'IDR', amount: '50000', paymentChannel: 'BCA' },
    loginToken,
  );
  const declined = await eventsDuring(() =>
    admin(app, 'POST', `/transactions/${withdrawal.body.data.transactionId}/decline`, {
      reason: 'account_name_mismatch',
    }),
  );
  assert.deepEqual(
    declined.map((event) =>
      event.kind === 'paymentDecided'
        ? [event.transactionStatus, event.transactionType]
        : [event.kind],
    ),
    [['balanceChanged'], ['declined', 'withdraw']],
  );
});

test("a player's balance changes are numbered 1, 2, 3… in the order they committed", async () => {
  const { loginToken } = await walletPlayer(app, '50000');
  const me = (await post(app, 'me', {}, loginToken)).body.data;
  await insertTestGames(pool);
  const sessionId = await providerSession(app, loginToken, TEST_GAMES.slot);
  const start = await caughtUp();
  for (let bet = 0; bet < 3; bet += 1) {
    const placed = await gatewayCall(app, TEST_GAMES.slot.gpid, 'bet', {
      sessionId,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameCode: TEST_GAMES.slot.code,
      amount: '100',
    });
    assert.equal(placed.statusCode, 200, JSON.stringify(placed.body));
  }
  await caughtUp();
  // In the order the rows were written (outbox ids): two deliverers may split one batch, so the
  // order they are heard in is not the order they committed (EventOrder puts them back).
  const numbers = entries
    .filter((entry) => entry.playerId === me.playerId)
    .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)))
    .map((entry) => entry.sequence);
  assert.ok(numbers.length >= 4, 'the deposit and three bets');
  assert.deepEqual(
    numbers,
    numbers.map((_, index) => index + 1),
  );
  assert.ok(received.length > start);
});

test('an event written by a transaction that rolls back is never delivered, and the outbox empties', async () => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT realtime_outbox_add(NULL, $1)', [
      { kind: 'jackpotChanged', brandId: 'rolled-back' },
    ]);
    await client.query('ROLLBACK');
  } finally {
    client.release();
  }
  await pool.query('SELECT realtime_outbox_add(NULL, $1)', [
    { kind: 'jackpotChanged', brandId: 'committed' },
  ]);
  const start = await caughtUp();
  const brands = received
    .slice(0, start)
    .flatMap((event) => (event.kind === 'jackpotChanged' ? [event.brandId] : []));
  assert.ok(brands.includes('committed'));
  assert.ok(!brands.includes('rolled-back'));
  const { rows } = await pool.query<{ waiting: string }>(
    'SELECT count(*) AS waiting FROM realtime_outbox',
  );
  assert.equal(rows[0]?.waiting, '0', 'delivered rows are deleted');
  const health = await app.inject({ method: 'GET', url: '/health/outbox' });
  assert.equal(health.statusCode, 200);
  assert.equal(health.json().oldestUndeliveredSeconds, 0);
});

test('a game bet announces balanceChanged once it committed', async () => {
  await insertTestGames(pool);
  const { loginToken } = await walletPlayer(app, '50000');
  const me = (await post(app, 'me', {}, loginToken)).body.data;
  const sessionId = await providerSession(app, loginToken, TEST_GAMES.slot);
  const start = await caughtUp();
  const placed = await gatewayCall(app, TEST_GAMES.slot.gpid, 'bet', {
    sessionId,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    gameCode: TEST_GAMES.slot.code,
    amount: '100',
  });
  assert.equal(placed.statusCode, 200, JSON.stringify(placed.body));
  // Delivered by the app's relay shortly after the call answered.
  while (
    !received
      .slice(start)
      .some((event) => event.kind === 'balanceChanged' && event.playerId === me.playerId)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});

test('loadBalanceSnapshot is the balance without addresses; recentPayments masks usernames', async () => {
  const { loginToken, username } = await walletPlayer(app, '120000');
  const me = (await post(app, 'me', {}, loginToken)).body.data;
  const snapshot = await loadBalanceSnapshot(pool, me.playerId);
  assert.equal(snapshot.activeWallet, 'IDR');
  assert.equal(snapshot.brandUsername, me.brandUsername);
  assert.deepEqual(snapshot.walletBalance.IDR, {
    currency: 'IDR',
    totalBalance: '120000.00',
    heldBalance: '0.00',
    bonusBalance: '0.00',
  });
  assert.ok(Object.values(snapshot.walletBalance).every((entry) => !('networkList' in entry)));

  const recent = await recentPayments(pool, 'croupier', 3);
  assert.ok(recent.length > 0 && recent.length <= 3);
  assert.deepEqual(recent[0], {
    amount: '120000.00',
    currency: 'IDR',
    currencyLogo: '/assets/currencies/IDR.svg',
    username: maskUsername(username.toLowerCase()),
    transactionType: 'deposit',
  });
  assert.deepEqual(await recentPayments(pool, 'lagoon', 10), []);
  assert.equal(maskUsername('abcdefyz'), 'ab***yz');
});
