// How outbox rows reach the API processes: through PostgreSQL NOTIFY on one machine (the default),
// or through a Redis Stream when REDIS_URL is set.

import type { DeliveredEvent } from './wallet-event.js';

/** What hears the events delivered to this process: the realtime feed. */
export interface EventReceiver {
  /** Events taken from the outbox, in the order taken; any may come twice. */
  deliver(events: DeliveredEvent[]): void;
  /** Events may have been missed (a lost connection): resend current values. */
  resync(): void;
}

export interface EventTransport {
  /**
   * Takes undelivered outbox rows (at most OUTBOX_BATCH_ROWS), hands them to every process, this
   * one included, and deletes them once handed on. Resolves with how many it took.
   */
  deliverPending(): Promise<number>;
  /** Where this process's events go; set once, by the realtime routes. */
  setReceiver(receiver: EventReceiver): void;
  close(): Promise<void>;
}
