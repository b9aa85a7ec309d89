import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';

import { sharedSubscribe } from './shared-subscribe.js';
import { Topics } from './topics.js';

interface Context {
  caller: string;
}

function counterSchema() {
  const topics = new Topics<{ value: number }>();
  const runs = { count: 0 };
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { unused: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType<unknown, Context>({
      name: 'Subscription',
      fields: {
        counter: {
          type: GraphQLString,
          args: { scale: { type: GraphQLInt } },
          subscribe: () => topics.subscribe('counter', new AbortController().signal),
          resolve: (event, { scale }: { scale: number }, { caller }) => {
            runs.count += 1;
            return `${caller}:${(event as { value: number }).value * scale}`;
          },
        },
      },
    }),
  });
  return { topics, runs, schema };
}

const COUNTER = 'subscription Counter($scale: Int) { counter(scale: $scale) }';

test('an event runs once per distinct operation and caller, however many subscribe', async () => {
  const { topics, runs, schema } = counterSchema();
  const subscribe = sharedSubscribe((context) => (context as Context).caller);
  // One document for every operation of the same text, as the WebSocket server hands them over.
  const document = parse(COUNTER);
  const open = (scale: number, caller: string) =>
    subscribe({
      schema,
      document,
      variableValues: { scale },
      contextValue: { caller },
    }) as Promise<AsyncIterableIterator<ExecutionResult>>;
  const same = await Promise.all([open(2, 'alice'), open(2, 'alice'), open(2, 'alice')]);
  const otherScale = await open(3, 'alice');
  const otherCaller = await open(2, 'bob');

  topics.publish('counter', { value: 7 });
  const results = await Promise.all(
    [...same, otherScale, otherCaller].map(
      async (subscription) => (await subscription.next()).value,
    ),
  );
  assert.deepEqual(
    results.map((result) => ({ ...(result as ExecutionResult).data })),
    [
      { counter: 'alice:14' },
      { counter: 'alice:14' },
      { counter: 'alice:14' },
      { counter: 'alice:21' },
      { counter: 'bob:14' },
    ],
  );
  assert.equal(runs.count, 3);
});

test('ending a shared subscription ends its source', async () => {
  const { topics, schema } = counterSchema();
  const subscription = (await sharedSubscribe(() => 'anyone')({
    schema,
    document: parse(COUNTER),
    variableValues: { scale: 1 },
  })) as AsyncIterableIterator<ExecutionResult>;
  assert.ok(topics.has('counter'));
  await subscription.return?.();
  assert.equal(topics.has('counter'), false);
  assert.deepEqual(await subscription.next(), { value: undefined, done: true });
});

test('with a delivery, each event goes straight to it, and the iteration only reports the end', async () => {
  const { topics, schema } = counterSchema();
  const delivered: unknown[] = [];
  const context = { caller: 'alice', deliver: (result: ExecutionResult) => delivered.push(result) };
  const subscribe = sharedSubscribe(
    (contextValue) => (contextValue as Context).caller,
    (contextValue) => (contextValue as typeof context).deliver,
  );
  const document = parse(COUNTER);
  const subscription = (await subscribe({
    schema,
    document,
    variableValues: { scale: 2 },
    contextValue: context,
  })) as AsyncIterableIterator<ExecutionResult>;
  const ended = subscription.next();

  topics.publish('counter', { value: 1 });
  topics.publish('counter', { value: 2 });
  // Synchronously, in publishing order: no iterator step between the event and the delivery.
  assert.deepEqual(
    delivered.map((result) => ({ ...(result as ExecutionResult).data })),
    [{ counter: 'alice:2' }, { counter: 'alice:4' }],
  );
  await subscription.return?.();
  assert.deepEqual(await ended, { value: undefined, done: true });
  assert.equal(topics.has('counter'), false);
  topics.publish('counter', { value: 3 });
  assert.equal(delivered.length, 2);
});
