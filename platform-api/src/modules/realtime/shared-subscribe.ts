// Subscriptions for many subscribers at once: one event reaches every subscriber of a topic, and
// each would otherwise run the operation on it separately (an execution, its context and its
// garbage per subscriber and event). Here an event runs once per distinct operation, and its
// result is handed to every subscription of that operation, straight to its delivery when the
// transport gives one.

import {
  createSourceEventStream,
  execute,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';

import { Subscriber } from './topics.js';

type Result = ExecutionResult | Promise<ExecutionResult>;

/** Sends one result of a subscription to its client. */
export type Delivery = (result: ExecutionResult) => void;

/**
 * `callerKey` names who asks, as far as the schema's subscription resolvers can tell: two
 * subscriptions with the same document, operation, variables and caller key get one result.
 * `deliveryOf` is the operation's delivery, if its transport has one: its results then go to it
 * as events are published, and the iterator returned only ends.
 */
export function sharedSubscribe(
  callerKey: (contextValue: unknown) => string,
  deliveryOf: (contextValue: unknown) => Delivery | undefined = () => undefined,
) {
  /**
   * A number per document object. The WebSocket hands all operations of one text the same
   * document (checked-documents.ts), so they share results; other documents run on their own.
   */
  const documentIds = new WeakMap<DocumentNode, number>();
  let documentCount = 0;
  /** Results of each event (an object published to a topic) by operation key. */
  const resultsByEvent = new WeakMap<object, Map<string, Result>>();

  function documentId(document: DocumentNode): number {
    let id = documentIds.get(document);
    if (id === undefined) {
      documentCount += 1;
      id = documentCount;
      documentIds.set(document, id);
    }
    return id;
  }

  return async function subscribe(
    args: ExecutionArgs,
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const operationKey = JSON.stringify([
      documentId(args.document),
      args.operationName ?? null,
      args.variableValues ?? null,
      callerKey(args.contextValue),
    ]);
    const run = (event: unknown): Result => {
      if (typeof event !== 'object' || event === null) {
        return execute({ ...args, rootValue: event });
      }
      let results = resultsByEvent.get(event);
      if (results === undefined) {
        results = new Map();
        resultsByEvent.set(event, results);
      }
      let result = results.get(operationKey);
      if (result === undefined) {
        result = execute({ ...args, rootValue: event });
        results.set(operationKey, result);
      }
      return result;
    };
    const events = source[Symbol.asyncIterator]();
    const deliver = deliveryOf(args.contextValue);
    if (deliver !== undefined && events instanceof Subscriber) {
      return events.deliverTo(inOrder(run, deliver, () => void events.return()));
    }
    return mapEvents(events, run);
  };
}

/**
 * `deliver` of `map` over each event, in the events' order even when a result is a promise (a
 * resolver that awaits). `execute` reports resolver errors in its result and throws only on a
 * broken schema; then the subscription ends, as an iterated one would.
 */
function inOrder(
  map: (event: unknown) => Result,
  deliver: Delivery,
  fail: () => void,
): (event: unknown) => void {
  let previous: Promise<void> | undefined;
  return (event) => {
    let result: Result;
    try {
      result = map(event);
    } catch {
      fail();
      return;
    }
    if (previous === undefined && !(result instanceof Promise)) {
      deliver(result);
      return;
    }
    const delivered = (previous ?? Promise.resolve()).then(() => result).then(deliver, fail);
    previous = delivered;
    void delivered.then(() => {
      if (previous === delivered) previous = undefined;
    });
  };
}

/** The results of `map` over the source's events; ending it ends the source. */
function mapEvents(
  source: AsyncIterator<unknown>,
  map: (event: unknown) => Result,
): AsyncIterableIterator<ExecutionResult> {
  const end = async (): Promise<IteratorResult<ExecutionResult>> => {
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next() {
      const next = await source.next();
      if (next.done === true) return { value: undefined, done: true };
      try {
        return { value: await map(next.value), done: false };
      } catch (error) {
        await end();
        throw error;
      }
    },
    return: end,
    async throw(error: unknown) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
