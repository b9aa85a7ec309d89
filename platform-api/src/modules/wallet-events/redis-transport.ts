// The Redis transport (REDIS_URL set): the deliverer appends the rows it took to one Redis Stream
// (XADD … MAXLEN ~) and deletes them in the same PostgreSQL transaction, committed only once Redis
// acknowledged the append: a failure or a crash before that leaves the rows for the next delivery.
// Every API process, this one included, reads the stream with a blocking XREAD from the last id it
// saw and hands what it reads to its receiver; after a Redis blip it resumes from that id.
// A crash between the append and the commit appends rows twice: receivers drop repeats.

import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';

import { TAKE_ROWS } from './outbox.js';
import type { EventReceiver, EventTransport } from './transport.js';
import { type DeliveredEvent, DeliveredEventSchema } from './wallet-event.js';

export const REALTIME_STREAM = 'croupier:realtime-events';
/** The stream keeps about this many entries: minutes of events, far more than a blip. */
const STREAM_MAX_LENGTH = 100_000;
/** How long one XREAD waits for entries before it asks again. */
const READ_BLOCK_MS = 1_000;
const READ_COUNT = 500;
const FIRST_RETRY_DELAY_MS = 100;
const MAX_RETRY_DELAY_MS = 5_000;

export interface RedisTransportOptions {
  db: pg.Pool;
  redisUrl: string;
  log: FastifyBaseLogger;
  /** Test hook: runs after the rows were taken and before they are appended. */
  beforeAppend?: () => void;
}

export function createRedisTransport(options: RedisTransportOptions): EventTransport {
  const { db, redisUrl, log, beforeAppend } = options;
  // Commands fail at once while Redis is away, rather than queue: the outbox is the queue. The
  // clients connect (and reconnect) in the background: a process starts, and stays up, without
  // Redis, its readiness saying so (http/readiness.ts).
  const clientOptions = { maxRetriesPerRequest: 0, enableOfflineQueue: false };
  const writer = new Redis(redisUrl, clientOptions);
  // A blocking XREAD holds its connection: the reader has one of its own.
  const reader = new Redis(redisUrl, clientOptions);
  for (const client of [writer, reader]) {
    client.on('error', (error: Error) => log.debug({ err: error }, 'Redis connection error'));
  }
  let receiver: EventReceiver | undefined;
  const reading = readStream(
    reader,
    log,
    (entries) => receiver?.deliver(entries),
    () => receiver?.resync(),
  );
  return {
    async deliverPending() {
      const client = await db.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<DeliveredEvent>(
          `WITH ${TAKE_ROWS} SELECT * FROM taken ORDER BY id`,
        );
        if (rows.length > 0) {
          beforeAppend?.();
          const pipeline = writer.pipeline();
          for (const row of rows) {
            pipeline.xadd(
              REALTIME_STREAM,
              'MAXLEN',
              '~',
              STREAM_MAX_LENGTH,
              '*',
              'entry',
              JSON.stringify(row),
            );
          }
          for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error;
        }
        await client.query('COMMIT');
        return rows.length;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    setReceiver(value) {
      receiver = value;
    },
    async close() {
      await reading.stop();
      writer.disconnect();
      reader.disconnect();
    },
  };
}

/**
 * Reads the stream from its current end, forever: each XREAD blocks until entries come or
 * READ_BLOCK_MS passes. After a failed read it retries from the same id, with capped backoff, and
 * once reads work again asks for a resync (entries appended to a Redis that then restarted
 * without them are lost to the stream, not to the values).
 */
function readStream(
  reader: Redis,
  log: FastifyBaseLogger,
  deliver: (entries: DeliveredEvent[]) => void,
  resync: () => void,
) {
  let stopped = false;
  const loop = (async () => {
    let lastId: string | undefined;
    let retryDelayMs = FIRST_RETRY_DELAY_MS;
    let failed = false;
    while (!stopped) {
      try {
        lastId ??= await streamEnd(reader);
        const answer = await reader.xread(
          'COUNT',
          READ_COUNT,
          'BLOCK',
          READ_BLOCK_MS,
          'STREAMS',
          REALTIME_STREAM,
          lastId,
        );
        if (failed) {
          failed = false;
          retryDelayMs = FIRST_RETRY_DELAY_MS;
          log.info('Realtime stream reads restored');
          resync();
        }
        const entries: DeliveredEvent[] = [];
        for (const [id, fields] of answer?.[0]?.[1] ?? []) {
          lastId = id;
          const entry = parseEntry(fields);
          if (entry === null) log.warn({ id }, 'Ignoring a malformed realtime stream entry');
          else entries.push(entry);
        }
        if (entries.length > 0) deliver(entries);
      } catch (error) {
        if (stopped) break;
        if (!failed) log.warn({ err: error }, 'Reading the realtime stream failed; retrying');
        failed = true;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        retryDelayMs = Math.min(retryDelayMs * 2, MAX_RETRY_DELAY_MS);
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      // Ends the blocking XREAD at once.
      reader.disconnect();
      await loop;
    },
  };
}

/** The id of the stream's last entry, so reading starts after it; 0-0 for an empty stream. */
async function streamEnd(reader: Redis): Promise<string> {
  const [last] = await reader.xrevrange(REALTIME_STREAM, '+', '-', 'COUNT', 1);
  return last?.[0] ?? '0-0';
}

function parseEntry(fields: string[]): DeliveredEvent | null {
  const index = fields.indexOf('entry');
  if (index < 0 || index % 2 !== 0) return null;
  try {
    const value: unknown = JSON.parse(fields[index + 1] ?? '');
    return Value.Check(DeliveredEventSchema, value) ? value : null;
  } catch {
    return null;
  }
}
