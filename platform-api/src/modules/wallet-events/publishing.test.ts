import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { post, startTestApp } from '../../../test/harness.js';
import { admin, fund, verifiedPlayer, walletPlayer } from '../../../test/wallet.js';
import { maskUsername } from '../../identity/usernames.js';
import { recentPayments } from '../payments/recent-payments.js';
import { loadBalanceSnapshot } from '../wallet/balances.js';
import { createWalletEventBatcher, WALLET_EVENTS_CHANNEL } from './publishing.js';
import type { WalletEvent } from './wallet-event.js';

const { app, pool, close } = await startTestApp();
const listener = await pool.connect();
const received: Array<WalletEvent | { kind: 'marker'; marker: number }> = [];
listener.on('notification', (message) => {
  if (message.channel === WALLET_EVENTS_CHANNEL) received.push(JSON.parse(message.payload ?? ''));
});
await listener.query(`LISTEN ${WALLET_EVENTS_CHANNEL}`);
after(async () => {
  listener.release();
  await close();
});

let markers = 0;

/**
 * Waits until everything committed so far has been heard: listeners get notifications in commit
 * order, so once a marker sent now arrives, every earlier event has too. Returns where it is.
 */
async function caughtUp(): Promise<number> {
  const marker = ++markers;
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
async function eventsDuring(work: () => Promise<unknown>): Promise<WalletEvent[]> {
  const start = await caughtUp();
  await work();
  const end = await caughtUp();
  return received
    .slice(start + 1, end)
    .filter((event): event is WalletEvent => event.kind !== 'marker');
}

test('money movements announce balanceChanged; decisions announce paymentDecided', async () => {
  const { loginToken, username } = await verifiedPlayer(app, pool);
  const brandUsername = `croupier_${username.toLowerCase()}`;
  const me = (await post(app, 'me', {}, loginToken)).body.data;

  const pending = await eventsDuring(() =>
    post(
      app,
      'depo-wd',
      { transactionType: 'DEPOSIT', currency: 'IDR', amount: '100000', paymentChannel: 'BCA' },
      loginToken,
    ),
  );
  assert.deepEqual(pending, [], 'a pending deposit moves nothing and announces nothing');

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
      reason: 'Wrong account',
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

/** What listeners heard of `published`, given to a new batcher that is then closed. */
async function heardOfBatch(published: WalletEvent[]) {
  const failures: unknown[] = [];
  const batcher = createWalletEventBatcher(pool, (error) => failures.push(error));
  const start = await caughtUp();
  for (const event of published) batcher.publish(event);
  await batcher.close();
  const end = await caughtUp();
  assert.deepEqual(failures, []);
  return received.slice(start + 1, end);
}

const balanceChanged = (name: string): WalletEvent => ({
  kind: 'balanceChanged',
  playerId: randomUUID(),
  brandUsername: `croupier_${name}`,
});

test('a batcher sends what it was given in one batch, at once when closed', async () => {
  const sent = ['a', 'b', 'c'].map(balanceChanged);
  assert.deepEqual(await heardOfBatch(sent), sent);
});

test("a batch's identical events (a spin's bet and win) reach listeners once", async () => {
  const event = balanceChanged('spinner');
  const other = balanceChanged('other');
  assert.deepEqual(await heardOfBatch([event, other, event]), [event, other]);
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
  // Sent by the app's batcher shortly after the call answered.
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
