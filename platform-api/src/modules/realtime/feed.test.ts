import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { NewBalanceEvent } from '@croupier/contracts';
import type { FastifyBaseLogger } from 'fastify';

import type { DeliveredEvent, WalletEvent } from '../wallet-events/index.js';
import { RealtimeFeed } from './feed.js';

const warnings: unknown[] = [];
const log = {
  warn: (details: unknown) => warnings.push(details),
  error: (details: unknown) => warnings.push(details),
} as unknown as FastifyBaseLogger;

function snapshot(totalBalance: string): NewBalanceEvent {
  return {
    walletBalance: {
      IDR: { currency: 'IDR', totalBalance, heldBalance: '0.00', bonusBalance: '0' },
    },
    activeWallet: 'IDR',
    brandUsername: 'croupier_alice',
  };
}

/** A loader whose loads finish only when the test says so. */
function controlledLoader() {
  const loads: { playerId: string; finish(balance: string): void }[] = [];
  const load = (playerId: string) =>
    new Promise<NewBalanceEvent>((resolve) => {
      loads.push({ playerId, finish: (balance) => resolve(snapshot(balance)) });
    });
  return { loads, load };
}

/** These tests follow balances only. */
const noJackpot = async () => null;
const noGrants = async () => [];

const tick = () => new Promise((resolve) => setImmediate(resolve));
let ids = 0;
/** An event as delivered, without a player sequence unless given one. */
const delivered = (event: WalletEvent, sequence: number | null = null): DeliveredEvent => ({
  id: String(++ids),
  playerId: sequence === null ? null : 'player-1',
  sequence,
  event,
});
const balanceChanged = (playerId: string, sequence: number | null = null) =>
  delivered({ kind: 'balanceChanged', playerId, brandUsername: 'croupier_alice' }, sequence);

test('one load per burst of events, and the last push is the newest balance', async () => {
  const { loads, load } = controlledLoader();
  const feed = new RealtimeFeed(load, log, noJackpot, noGrants);
  const subscriber = feed.balances.subscribe('player-1', new AbortController().signal);

  feed.receive(balanceChanged('player-1'));
  feed.receive(balanceChanged('player-1'));
  feed.receive(balanceChanged('player-1'));
  assert.equal(loads.length, 1, 'loads of one player never overlap');
  loads[0]?.finish('10.00');
  assert.deepEqual((await subscriber.next()).value, snapshot('10.00'));
  await tick();
  assert.equal(loads.length, 2, 'the events during the load cause exactly one more');
  loads[1]?.finish('30.00');
  assert.deepEqual((await subscriber.next()).value, snapshot('30.00'));
  await tick();
  assert.equal(loads.length, 2);
});

test('a greeting goes to the new subscriber alone; those joining during a load share the next', async () => {
  const { loads, load } = controlledLoader();
  const feed = new RealtimeFeed(load, log, noJackpot, noGrants);
  const open = new AbortController().signal;
  const first = feed.balances.subscribe('player-1', open);
  feed.greet('player-1', first);
  await tick();
  const second = feed.balances.subscribe('player-1', open);
  feed.greet('player-1', second);
  const third = feed.balances.subscribe('player-1', open);
  feed.greet('player-1', third);
  assert.equal(loads.length, 1);
  loads[0]?.finish('10.00');
  assert.deepEqual((await first.next()).value, snapshot('10.00'));
  await tick();
  assert.equal(loads.length, 2, 'one load for both who joined during the first');
  loads[1]?.finish('10.00');
  assert.deepEqual((await second.next()).value, snapshot('10.00'));
  assert.deepEqual((await third.next()).value, snapshot('10.00'));
  await tick();
  assert.equal(loads.length, 2);
  const firstAgain = await Promise.race([first.next(), tick().then(() => 'nothing')]);
  assert.equal(firstAgain, 'nothing', 'the first subscriber heard others join');
});

test('no load for a player nobody here follows', async () => {
  const { loads, load } = controlledLoader();
  const feed = new RealtimeFeed(load, log, noJackpot, noGrants);
  feed.receive(balanceChanged('player-2'));
  feed.resync();
  assert.equal(loads.length, 0);
});

test('resync reloads every followed balance', async () => {
  const { loads, load } = controlledLoader();
  const feed = new RealtimeFeed(load, log, noJackpot, noGrants);
  const open = new AbortController().signal;
  feed.balances.subscribe('player-1', open);
  feed.balances.subscribe('player-2', open);
  feed.resync();
  assert.deepEqual(loads.map((entry) => entry.playerId).sort(), ['player-1', 'player-2']);
});

test('a decision goes to its brandUsername as the wire notification', async () => {
  const feed = new RealtimeFeed(controlledLoader().load, log, noJackpot, noGrants);
  const subscriber = feed.paymentDecisions.subscribe(
    'croupier_alice',
    new AbortController().signal,
  );
  const notification = {
    amount: '50000.00',
    brandUsername: 'croupier_alice',
    currency: 'IDR',
    transactionStatus: 'success',
    transactionType: 'deposit',
  };
  feed.receive(
    delivered({
      kind: 'paymentDecided',
      brandId: 'croupier',
      ...notification,
    } as WalletEvent),
  );
  assert.deepEqual((await subscriber.next()).value, notification);
});

test('a burst of numbered changes is one load, pushed once per number so no number is skipped', async () => {
  const { loads, load } = controlledLoader();
  const feed = new RealtimeFeed(load, log, noJackpot, noGrants);
  const subscriber = feed.balances.subscribe('player-1', new AbortController().signal);
  feed.receive(balanceChanged('player-1', 7));
  feed.receive(balanceChanged('player-1', 8));
  feed.receive(balanceChanged('player-1', 9));
  loads[0]?.finish('10.00');
  assert.deepEqual((await subscriber.next()).value, { ...snapshot('10.00'), sequence: 7 });
  await tick();
  // 8 and 9 came during the first load: one more load, and a push for each.
  loads[1]?.finish('20.00');
  assert.deepEqual((await subscriber.next()).value, { ...snapshot('20.00'), sequence: 8 });
  assert.deepEqual((await subscriber.next()).value, { ...snapshot('20.00'), sequence: 9 });
  await tick();
  assert.equal(loads.length, 2);
});

test("a followed player's grants are announced when their status changes, once each", async () => {
  const grant = (grantId: string, status: 'active' | 'completed', amount: string) => ({
    brandUsername: 'croupier_alice',
    grantId,
    status,
    currency: 'IDR',
    amount,
  });
  let states = [grant('g-1', 'active', '100000.00')];
  const feed = new RealtimeFeed(controlledLoader().load, log, noJackpot, async () => states);
  const changed = balanceChanged('player-1');
  const subscriber = feed.grants.topics.subscribe('player-1', new AbortController().signal);
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  feed.grants.greet('player-1');
  await settled();
  // Bets that change nothing about the grant announce nothing.
  feed.receive(changed);
  feed.receive(changed);
  await settled();
  states = [grant('g-1', 'completed', '150000.00'), grant('g-2', 'active', '30000.00')];
  feed.receive(changed);
  feed.receive(changed);
  assert.deepEqual((await subscriber.next()).value, grant('g-1', 'completed', '150000.00'));
  assert.deepEqual((await subscriber.next()).value, grant('g-2', 'active', '30000.00'));
  states = [];
  feed.receive(changed);
  const nothingMore = await Promise.race([
    subscriber.next().then(() => 'event'),
    new Promise((resolve) => setTimeout(() => resolve('quiet'), 50)),
  ]);
  assert.equal(nothingMore, 'quiet');
});
