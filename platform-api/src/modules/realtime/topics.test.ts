import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MAX_PENDING_EVENTS, Topics } from './topics.js';

test('every subscriber of a key receives what is published to it, and only that', async () => {
  const topics = new Topics<number>();
  const open = new AbortController().signal;
  const first = topics.subscribe('a', open);
  const second = topics.subscribe('a', open);
  const other = topics.subscribe('b', open);
  topics.publish('a', 1);
  assert.deepEqual(await first.next(), { value: 1, done: false });
  assert.deepEqual(await second.next(), { value: 1, done: false });
  topics.publish('b', 2);
  assert.deepEqual(await other.next(), { value: 2, done: false });
});

test('a waiting consumer is woken by the next event', async () => {
  const topics = new Topics<string>();
  const subscriber = topics.subscribe('a', new AbortController().signal);
  const next = subscriber.next();
  topics.publish('a', 'event');
  assert.deepEqual(await next, { value: 'event', done: false });
});

test('a stalled consumer keeps only the newest events', async () => {
  const topics = new Topics<number>();
  const subscriber = topics.subscribe('a', new AbortController().signal);
  for (let event = 0; event < MAX_PENDING_EVENTS + 5; event++) topics.publish('a', event);
  const received = [];
  for (let index = 0; index < MAX_PENDING_EVENTS; index++) {
    received.push((await subscriber.next()).value);
  }
  assert.equal(received[0], 5);
  assert.equal(received.at(-1), MAX_PENDING_EVENTS + 4);
});

test('return() removes the subscriber and ends a pending next()', async () => {
  const topics = new Topics<number>();
  let ended = 0;
  const subscriber = topics.subscribe('a', new AbortController().signal, () => ended++);
  const pending = subscriber.next();
  await subscriber.return();
  assert.deepEqual(await pending, { value: undefined, done: true });
  assert.equal(topics.has('a'), false);
  assert.deepEqual(topics.keys(), []);
  await subscriber.return();
  assert.equal(ended, 1);
});

test('closing the connection ends its subscribers, even those that start after it closed', async () => {
  const topics = new Topics<number>();
  const connection = new AbortController();
  const subscriber = topics.subscribe('a', connection.signal);
  topics.subscribe('b', new AbortController().signal);
  connection.abort();
  assert.deepEqual(await subscriber.next(), { value: undefined, done: true });
  assert.deepEqual(topics.keys(), ['b']);
  const late = topics.subscribe('a', connection.signal);
  assert.deepEqual(await late.next(), { value: undefined, done: true });
  assert.equal(topics.has('a'), false);
});
