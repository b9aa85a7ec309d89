// In-process fan-out to GraphQL subscriptions: each subscriber is an async iterator over a bounded
// queue of its own, or hands each event to a delivery as it is published; it is removed as soon as
// its consumer stops or its connection closes.

/** A consumer this far behind is stalled; it keeps only the newest events. */
export const MAX_PENDING_EVENTS = 32;

export class Topics<Payload> {
  readonly #subscribers = new Map<string, Set<Subscriber<Payload>>>();

  /** Events published to `key` from now on, until the iterator is returned or `closed` aborts. */
  subscribe(key: string, closed: AbortSignal, onEnd?: () => void): Subscriber<Payload> {
    const subscriber = new Subscriber<Payload>(() => {
      closed.removeEventListener('abort', end);
      const subscribers = this.#subscribers.get(key);
      subscribers?.delete(subscriber);
      if (subscribers?.size === 0) this.#subscribers.delete(key);
      onEnd?.();
    });
    const end = () => subscriber.end();
    let subscribers = this.#subscribers.get(key);
    if (subscribers === undefined) {
      subscribers = new Set();
      this.#subscribers.set(key, subscribers);
    }
    subscribers.add(subscriber);
    if (closed.aborted) end();
    else closed.addEventListener('abort', end, { once: true });
    return subscriber;
  }

  publish(key: string, payload: Payload): void {
    for (const subscriber of this.#subscribers.get(key) ?? []) subscriber.push(payload);
  }

  has(key: string): boolean {
    return this.#subscribers.has(key);
  }

  /** Keys with at least one subscriber. */
  keys(): string[] {
    return [...this.#subscribers.keys()];
  }
}

export class Subscriber<Payload> implements AsyncIterableIterator<Payload> {
  readonly #pending: Payload[] = [];
  #waiting: ((result: IteratorResult<Payload>) => void) | undefined;
  #deliver: ((payload: Payload) => void) | undefined;
  #ended = false;

  constructor(private readonly onEnd: () => void) {}

  /**
   * From now on each event goes to `deliver` as it is published, those still queued first, and
   * next() only reports the end: a subscriber among thousands then costs no iterator step, promise
   * and queue per event.
   */
  deliverTo(deliver: (payload: Payload) => void): AsyncIterableIterator<never> {
    this.#deliver = deliver;
    for (const payload of this.#pending.splice(0)) deliver(payload);
    return this as AsyncIterableIterator<never>;
  }

  push(payload: Payload): void {
    if (this.#ended) return;
    if (this.#deliver !== undefined) {
      this.#deliver(payload);
      return;
    }
    if (this.#waiting !== undefined) {
      const resolve = this.#waiting;
      this.#waiting = undefined;
      resolve({ value: payload, done: false });
      return;
    }
    if (this.#pending.length === MAX_PENDING_EVENTS) this.#pending.shift();
    this.#pending.push(payload);
  }

  next(): Promise<IteratorResult<Payload>> {
    if (this.#pending.length > 0) {
      return Promise.resolve({ value: this.#pending.shift() as Payload, done: false });
    }
    if (this.#ended) return Promise.resolve({ value: undefined, done: true });
    if (this.#waiting !== undefined) throw new Error('Concurrent next() on one subscription');
    return new Promise((resolve) => {
      this.#waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<Payload>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#pending.length = 0;
    this.#waiting?.({ value: undefined, done: true });
    this.#waiting = undefined;
    this.onEnd();
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<Payload> {
    return this;
  }
}
