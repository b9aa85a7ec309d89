// Wallet events for the realtime service. They travel through PostgreSQL NOTIFY, so every API
// process hears of them. None is sent inside the transaction that moved the money: each path
// gathers the events of its changes and publishes them once that transaction committed (never for
// one that rolled back), through a WalletEventBatcher.

import assert from 'node:assert/strict';

import type pg from 'pg';

import type { WalletEvent } from './wallet-event.js';

export const WALLET_EVENTS_CHANNEL = 'croupier_events';
/** NOTIFY refuses payloads of 8000 bytes or more; events are small by design. */
const MAX_PAYLOAD_BYTES = 7999;

/** The NOTIFY payload of `event` on WALLET_EVENTS_CHANNEL. */
function walletEventPayload(event: WalletEvent): string {
  const payload = JSON.stringify(event);
  assert.ok(Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES, `event too large: ${payload}`);
  return payload;
}

/**
 * How long a batch of events gathers before it is sent: long enough that a spin's bet and win
 * usually share one batch, whose two identical events PostgreSQL then delivers once (so
 * subscribers reload the balance once per spin), and short beside the time a screen takes to
 * update.
 */
export const EVENT_BATCH_WINDOW_MS = 20;

export interface WalletEventBatcher {
  /** Queues the event of a committed change; sent with the others of its batch. */
  publish(event: WalletEvent): void;
  /**
   * Sends the events of a committed change at once, with whatever is queued, and resolves when
   * they are sent: a call that answers after this knows its listeners were told.
   */
  publishNow(events: WalletEvent[]): Promise<void>;
  /** Sends what is queued and waits for every batch sent. */
  close(): Promise<void>;
}

/** What the routes that move money are given: the database, and the batcher telling of each move. */
export interface MoneyRoutesOptions {
  db: pg.Pool;
  walletEvents: WalletEventBatcher;
}

/**
 * Publishes events of changes already committed, in one statement per batch: game calls, many per
 * second, gather theirs for EVENT_BATCH_WINDOW_MS; rarer calls send theirs at once and answer once
 * they are sent. A NOTIFY inside the moving transaction would hold a database-wide lock until that
 * commit is flushed, so busy callers would commit one at a time. This NOTIFY's own transaction
 * writes only its commit record, and does not wait for it to reach the disk: the changes it
 * tells of are durable already. An event whose batch fails is lost: events only tell clients to
 * read their balances again, so a lost one is logged, not retried.
 */
export function createWalletEventBatcher(
  db: pg.Pool,
  logFailure: (error: unknown) => void,
): WalletEventBatcher {
  let queued: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const sending = new Set<Promise<void>>();
  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    const payloads = queued;
    queued = [];
    const sent = db
      .query({
        name: 'wallet-events-batch',
        text:
          "SELECT set_config('synchronous_commit', 'off', true), count(pg_notify($1, payload)) " +
          'FROM unnest($2::text[]) AS payload',
        values: [WALLET_EVENTS_CHANNEL, payloads],
      })
      .then(() => undefined, logFailure)
      .finally(() => sending.delete(sent));
    sending.add(sent);
    return sent;
  };
  return {
    publish(event) {
      queued.push(walletEventPayload(event));
      timer ??= setTimeout(send, EVENT_BATCH_WINDOW_MS);
    },
    async publishNow(events) {
      if (events.length === 0) return;
      queued.push(...events.map(walletEventPayload));
      await send();
    },
    async close() {
      if (timer !== undefined) send();
      await Promise.all(sending);
    },
  };
}

/**
 * Runs `transaction`, which moves money and adds the events of its changes to the list it is
 * given, and publishes them once it has committed: when it fails, nothing is published.
 */
export async function publishAfterCommit<Result>(
  batcher: WalletEventBatcher,
  transaction: (events: WalletEvent[]) => Promise<Result>,
): Promise<Result> {
  const events: WalletEvent[] = [];
  const result = await transaction(events);
  await batcher.publishNow(events);
  return result;
}
