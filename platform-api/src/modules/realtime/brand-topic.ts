// Fan-out to staff subscribers by brand scope: each hears the events of the brands it may see
// (every brand when its scope is null). Staff subscribers are few, so each event walks them all.

import { Subscriber } from './topics.js';

export class BrandScopedTopic<Payload> {
  readonly #scopes = new Map<Subscriber<Payload>, ReadonlySet<string> | null>();

  /** Events of the brands in `scope` from now on, until the subscriber ends or `closed` aborts. */
  subscribe(
    scope: readonly string[] | null,
    closed: AbortSignal,
    onEnd?: () => void,
  ): Subscriber<Payload> {
    const end = () => subscriber.end();
    const subscriber: Subscriber<Payload> = new Subscriber<Payload>(() => {
      closed.removeEventListener('abort', end);
      this.#scopes.delete(subscriber);
      onEnd?.();
    });
    this.#scopes.set(subscriber, scope === null ? null : new Set(scope));
    if (closed.aborted) end();
    else closed.addEventListener('abort', end, { once: true });
    return subscriber;
  }

  publish(brandId: string, payload: Payload): void {
    for (const [subscriber, scope] of this.#scopes) {
      if (scope === null || scope.has(brandId)) subscriber.push(payload);
    }
  }
}
