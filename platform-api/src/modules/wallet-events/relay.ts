// Delivers the outbox: after each commit that wrote events (kicked by the money paths), and
// periodically by the one relay elected among the API processes (an advisory lock held on a
// connection of its own), which delivers what a crash, a failed delivery or a path that does not
// kick (a sweeper, a logout) left behind.

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

import { OUTBOX_BATCH_ROWS } from './outbox.js';
import type { EventTransport } from './transport.js';

/**
 * How long kicked deliveries gather before one runs: a spin's bet and win usually share one, and
 * it is short beside the time a screen takes to update.
 */
export const EVENT_BATCH_WINDOW_MS = 20;
/** How often the elected relay looks for rows no one delivered. */
export const RELAY_SWEEP_INTERVAL_MS = 250;
/** The relay's advisory lock: whoever holds it sweeps. */
const RELAY_LOCK_KEY = 7_310_061;

export interface OutboxRelay {
  /** A transaction that wrote events committed: they are delivered within the batch window. */
  kick(): void;
  /** Delivers what is pending now; resolves once it was handed on. */
  deliverNow(): Promise<void>;
  /** Stops the relay and waits for deliveries under way. */
  close(): Promise<void>;
}

/** What the routes that move money are given: the database, and the relay to kick after commit. */
export interface MoneyRoutesOptions {
  db: pg.Pool;
  walletEvents: OutboxRelay;
}

export interface RelayOptions {
  db: pg.Pool;
  transport: EventTransport;
  log: FastifyBaseLogger;
  sweepIntervalMs?: number;
}

export async function startOutboxRelay(options: RelayOptions): Promise<OutboxRelay> {
  const { db, transport, log, sweepIntervalMs = RELAY_SWEEP_INTERVAL_MS } = options;
  let timer: NodeJS.Timeout | undefined;
  const delivering = new Set<Promise<void>>();
  /** Delivers until fewer than a full batch was pending; failures are logged, the sweep retries. */
  const deliver = () => {
    clearTimeout(timer);
    timer = undefined;
    const delivery = (async () => {
      try {
        while ((await transport.deliverPending()) === OUTBOX_BATCH_ROWS);
      } catch (error) {
        log.warn({ err: error }, 'Delivering realtime events failed; the relay retries');
      }
    })().finally(() => delivering.delete(delivery));
    delivering.add(delivery);
    return delivery;
  };
  const election = await startElection(db, log, sweepIntervalMs, deliver);
  return {
    kick() {
      timer ??= setTimeout(deliver, EVENT_BATCH_WINDOW_MS);
    },
    deliverNow: deliver,
    async close() {
      await election.close();
      if (timer !== undefined) void deliver();
      await Promise.all(delivering);
    },
  };
}

/**
 * Tries for the relay lock at every interval on a dedicated session connection, and sweeps while
 * holding it. A process that dies drops its connection and so the lock; another takes it within
 * an interval.
 */
async function startElection(
  db: pg.Pool,
  log: FastifyBaseLogger,
  intervalMs: number,
  sweep: () => Promise<void>,
) {
  let client: pg.Client | undefined;
  let holds = false;
  let closed = false;
  let running = Promise.resolve();
  const tick = async () => {
    try {
      if (client === undefined) {
        const candidate = new pg.Client({ ...db.options, keepAlive: true });
        candidate.on('error', () => {
          holds = false;
          if (client === candidate) client = undefined;
        });
        await candidate.connect();
        client = candidate;
      }
      if (!holds) {
        const { rows } = await client.query<{ held: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS held',
          [RELAY_LOCK_KEY],
        );
        holds = rows[0]?.held === true;
      }
      if (holds) await sweep();
    } catch (error) {
      log.warn({ err: error }, 'The outbox relay election failed; retrying');
      holds = false;
      void client?.end().catch(() => undefined);
      client = undefined;
    }
  };
  const interval = setInterval(() => {
    if (!closed) running = running.then(tick);
  }, intervalMs);
  running = tick();
  await running;
  return {
    async close() {
      closed = true;
      clearInterval(interval);
      await running;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Runs `transaction`, whose changes write their events to the outbox, and delivers them once it
 * committed; resolves after they were handed on, so a call that answers after this knows its
 * listeners were told. When it fails, its events were never written.
 */
export async function deliverAfterCommit<Result>(
  relay: OutboxRelay,
  transaction: () => Promise<Result>,
): Promise<Result> {
  const result = await transaction();
  await relay.deliverNow();
  return result;
}
