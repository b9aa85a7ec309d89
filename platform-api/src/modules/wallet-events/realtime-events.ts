// The process's realtime event delivery: a transport (NOTIFY on one database, or a Redis Stream
// when REDIS_URL is set) and the relay that feeds it from the outbox.

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

import { createNotifyTransport } from './notify-transport.js';
import { createRedisTransport } from './redis-transport.js';
import { type OutboxRelay, startOutboxRelay } from './relay.js';
import type { EventTransport } from './transport.js';

/**
 * Connections of the relay's own pool: money calls holding every connection of the shared pool (a
 * burst of them waiting on one row lock) must not hold back the delivery of what they committed.
 */
const RELAY_CONNECTIONS = 2;

export interface RealtimeEvents {
  relay: OutboxRelay;
  transport: EventTransport;
  close(): Promise<void>;
}

export interface RealtimeEventsOptions {
  db: pg.Pool;
  log: FastifyBaseLogger;
  /** Set: events travel through a Redis Stream; null: through NOTIFY. */
  redisUrl: string | null;
  /** Test hook (Redis only): runs after rows were taken and before they are appended. */
  beforeAppend?: () => void;
}

export async function startRealtimeEvents(options: RealtimeEventsOptions): Promise<RealtimeEvents> {
  const { db, log, redisUrl, beforeAppend } = options;
  const relayDb = new pg.Pool({ ...db.options, max: RELAY_CONNECTIONS });
  relayDb.on('error', (error) => log.error({ err: error }, 'idle PostgreSQL client failed'));
  const transport =
    redisUrl === null
      ? await createNotifyTransport(relayDb, log)
      : createRedisTransport({ db: relayDb, redisUrl, log, beforeAppend });
  const relay = await startOutboxRelay({ db: relayDb, transport, log });
  return {
    relay,
    transport,
    async close() {
      await relay.close();
      await transport.close();
      await relayDb.end();
    },
  };
}
