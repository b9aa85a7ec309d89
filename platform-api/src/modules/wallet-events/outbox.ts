// The realtime outbox (migration 0061): rows written in the transaction of the change they
// announce, taken (deleted) by whoever delivers them. Balance and jackpot events are written by
// ledger_post_transfer itself; the rest by the code that makes the change, through addOutboxEvent.

import type { Queryable } from '../../db/pool.js';
import type { WalletEvent } from './wallet-event.js';

/** The most rows one delivery takes: bounds a statement and a Redis pipeline. */
export const OUTBOX_BATCH_ROWS = 500;

/**
 * Writes `event` in `client`'s transaction: it is delivered once that commits, never otherwise.
 * An event about one player takes the next number of that player's sequence.
 */
export async function addOutboxEvent(
  client: Queryable,
  event: WalletEvent,
  playerId: string | null = null,
): Promise<void> {
  await client.query('SELECT realtime_outbox_add($1, $2)', [playerId, event]);
}

/** The columns of a taken row, as DeliveredEvent names them. */
export const TAKEN_COLUMNS =
  'id::text AS id, player_id AS "playerId", player_sequence::int AS sequence, event';

/**
 * The statement that deletes the oldest undelivered rows, at most OUTBOX_BATCH_ROWS, skipping
 * those another deliverer holds, and returns them in `taken` (a CTE) for the caller's SELECT.
 */
export const TAKE_ROWS = `
  taken AS (
    DELETE FROM realtime_outbox WHERE id IN (
      SELECT id FROM realtime_outbox ORDER BY id LIMIT ${OUTBOX_BATCH_ROWS} FOR UPDATE SKIP LOCKED)
    RETURNING ${TAKEN_COLUMNS})`;

/** Seconds since the oldest undelivered event was written; 0 when none waits. */
export async function oldestUndeliveredSeconds(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ seconds: number }>(
    `SELECT coalesce(extract(epoch FROM clock_timestamp() - min(created_at)), 0)::float8
       AS seconds FROM realtime_outbox`,
  );
  return rows[0]?.seconds ?? 0;
}
