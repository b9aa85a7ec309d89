// The embedded transport (no REDIS_URL): the process that takes outbox rows hands them to its own
// subscribers at once, and to the other API processes on the same database through one NOTIFY per
// event, sent by the statement that deletes the rows (never by a transaction that moves money).
// That statement's transaction writes only its commit record and does not wait for it to reach
// the disk: a row it deleted but which a crash brings back is delivered again, and receivers drop
// repeats.

import { randomUUID } from 'node:crypto';

import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

import { startListener } from './listener.js';
import { TAKE_ROWS } from './outbox.js';
import type { EventReceiver, EventTransport } from './transport.js';
import { type DeliveredEvent, DeliveredEventSchema } from './wallet-event.js';

export const WALLET_EVENTS_CHANNEL = 'croupier_events';

interface Notified {
  origin: string;
  entry: DeliveredEvent;
}

export async function createNotifyTransport(
  db: pg.Pool,
  log: FastifyBaseLogger,
): Promise<EventTransport> {
  // This process's notifications come back to it: it delivered those itself already.
  const origin = randomUUID();
  let receiver: EventReceiver | undefined;
  const listener = await startListener({
    clientConfig: db.options,
    channels: {
      [WALLET_EVENTS_CHANNEL]: (payload) => {
        const notified = parseNotified(payload);
        if (notified === null) log.warn({ payload }, 'Ignoring a malformed realtime event');
        else if (notified.origin !== origin) receiver?.deliver([notified.entry]);
      },
    },
    onReconnected: () => receiver?.resync(),
    log,
  });
  return {
    async deliverPending() {
      const { rows } = await db.query<DeliveredEvent>({
        name: 'realtime-outbox-notify',
        text: `WITH ${TAKE_ROWS}
          SELECT id, "playerId", sequence, event,
                 set_config('synchronous_commit', 'off', true),
                 pg_notify($1, json_build_object('origin', $2::text, 'entry',
                   json_build_object('id', id, 'playerId', "playerId", 'sequence', sequence,
                                     'event', event))::text)
          FROM (SELECT * FROM taken ORDER BY id OFFSET 0) AS taken_in_order`,
        values: [WALLET_EVENTS_CHANNEL, origin],
      });
      const entries = rows.map(({ id, playerId, sequence, event }) => ({
        id,
        playerId,
        sequence,
        event,
      }));
      if (entries.length > 0) receiver?.deliver(entries);
      return entries.length;
    },
    setReceiver(value) {
      receiver = value;
    },
    close: () => listener.close(),
  };
}

/** The notification in a NOTIFY payload, or null when it is not one: anyone with database access can notify. */
function parseNotified(payload: string): Notified | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const notified = value as Partial<Notified> | null;
  return typeof notified?.origin === 'string' && Value.Check(DeliveredEventSchema, notified.entry)
    ? (notified as Notified)
    : null;
}
