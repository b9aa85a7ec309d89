// Subscriptions for many subscribers at once: one event reaches every subscriber of a topic, and
// each would otherwise run the operation on it separately (an execution, its context and its
// garbage per subscriber and event). Here an event runs once per distinct operation, and its
// result is handed to every subscription of that operation.

import {
  createSourceEventStream,
  execute,
  print,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';

/** Distinct documents kept for sharing; clients send the same few, so this is never reached. */
export const MAX_SHARED_DOCUMENTS = 256;

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * `callerKey` names who asks, as far as the schema's subscription resolvers can tell: two
 * subscriptions with the same document, operation, variables and caller key get one result.
 */
export function sharedSubscribe(callerKey: (contextValue: unknown) => string) {
  /** One document object per distinct text, least recently used first. */
  const documents = new Map<string, DocumentNode>();
  /** Results of each event (an object published to a topic) by operation key. */
  const resultsByEvent = new WeakMap<object, Map<string, Result>>();

  /** Texts of documents printed before: the WebSocket hands over one document per text. */
  const texts = new WeakMap<DocumentNode, string>();

  function sharedDocument(document: DocumentNode): { text: string; document: DocumentNode } {
    let text = texts.get(document);
    if (text === undefined) {
      text = print(document);
      texts.set(document, text);
    }
    const known = documents.get(text);
    if (known !== undefined) {
      documents.delete(text);
      documents.set(text, known);
      return { text, document: known };
    }
    documents.set(text, document);
    if (documents.size > MAX_SHARED_DOCUMENTS) {
      documents.delete(documents.keys().next().value as string);
    }
    return { text, document };
  }

  return async function subscribe(
    args: ExecutionArgs,
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const { text, document } = sharedDocument(args.document);
    const operationKey = JSON.stringify([
      text,
      args.operationName ?? null,
      args.variableValues ?? null,
      callerKey(args.contextValue),
    ]);
    const executionArgs: ExecutionArgs = { ...args, document };
    const run = (event: unknown): Result => {
      if (typeof event !== 'object' || event === null) {
        return execute({ ...executionArgs, rootValue: event });
      }
      let results = resultsByEvent.get(event);
      if (results === undefined) {
        results = new Map();
        resultsByEvent.set(event, results);
      }
      let result = results.get(operationKey);
      if (result === undefined) {
        result = execute({ ...executionArgs, rootValue: event });
        results.set(operationKey, result);
      }
      return result;
    };
    return mapEvents(source[Symbol.asyncIterator](), run);
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
