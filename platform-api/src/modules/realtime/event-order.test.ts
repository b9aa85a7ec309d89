import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { DeliveredEvent } from '../wallet-events/index.js';
import { EventOrder } from './event-order.js';

let ids = 0;
const change = (playerId: string, sequence: number): DeliveredEvent => ({
  id: String(++ids),
  playerId,
  sequence,
  event: { kind: 'balanceChanged', playerId, brandUsername: `croupier_${playerId}` },
});
const jackpot = (id: string): DeliveredEvent => ({
  id,
  playerId: null,
  sequence: null,
  event: { kind: 'jackpotChanged', brandId: 'croupier' },
});

function ordered(gapWaitMs = 1_000) {
  const dispatched: string[] = [];
  const order = new EventOrder(
    ({ event, sequence }) =>
      dispatched.push(
        event.kind === 'balanceChanged' ? `${event.playerId}#${sequence}` : event.kind,
      ),
    gapWaitMs,
  );
  return { order, dispatched };
}

test("a player's events go on in sequence order, whatever order they arrive in", () => {
  const { order, dispatched } = ordered();
  order.accept(change('ann', 4));
  order.accept(change('ann', 7));
  order.accept(change('bob', 1));
  order.accept(change('ann', 6));
  assert.deepEqual(dispatched, ['ann#4', 'bob#1'], 'ann 6 and 7 wait for 5');
  order.accept(change('ann', 5));
  assert.deepEqual(dispatched, ['ann#4', 'bob#1', 'ann#5', 'ann#6', 'ann#7']);
  order.close();
});

test('repeats, by outbox id, are dropped', () => {
  const { order, dispatched } = ordered();
  const first = change('ann', 1);
  order.accept(first);
  order.accept(first);
  const held = change('ann', 3);
  order.accept(held);
  order.accept(held);
  order.accept(change('ann', 2));
  order.accept(held);
  order.accept(jackpot('900'));
  order.accept(jackpot('900'));
  order.accept(jackpot('901'));
  assert.deepEqual(dispatched, ['ann#1', 'ann#2', 'ann#3', 'jackpotChanged', 'jackpotChanged']);
  order.close();
});

test('an event missing for longer than the wait is given up, and those after it go on', async () => {
  const { order, dispatched } = ordered(30);
  order.accept(change('ann', 1));
  order.accept(change('ann', 3));
  order.accept(change('ann', 4));
  assert.deepEqual(dispatched, ['ann#1']);
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.deepEqual(dispatched, ['ann#1', 'ann#3', 'ann#4']);
  order.accept(change('ann', 2));
  assert.deepEqual(
    dispatched,
    ['ann#1', 'ann#3', 'ann#4', 'ann#2'],
    'late, but never heard: it goes on rather than being lost',
  );
  order.close();
});

test("an event overtaken by a later one of a player first heard of goes on: two deliverers split one transaction's rows", () => {
  const { order, dispatched } = ordered();
  // A payment's approval writes the balance change (7) then the decision (8); one deliverer took
  // 8 and handed it on before the other handed on 7.
  order.accept(change('ann', 8));
  order.accept(change('ann', 7));
  order.accept(change('ann', 9));
  assert.deepEqual(dispatched, ['ann#8', 'ann#7', 'ann#9']);
  order.close();
});
