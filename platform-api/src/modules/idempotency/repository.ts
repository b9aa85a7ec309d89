import type { Queryable } from '../../db/pool.js';

export interface IdempotentRequest {
  call: string;
  requestHash: Buffer;
  /** null only while the claiming transaction runs; others never see that state. */
  response: unknown;
}

export interface IdempotencyClaim {
  playerId: string;
  idempotencyKey: string;
  call: string;
  requestHash: Buffer;
}

/**
 * Claims the key for this transaction; false when it was used before. A concurrent claim of the
 * same key waits here until the first transaction commits (false) or rolls back (true).
 */
export async function claimIdempotencyKey(
  db: Queryable,
  claim: IdempotencyClaim,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO idempotent_requests (player_id, idempotency_key, call, request_hash)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [claim.playerId, claim.idempotencyKey, claim.call, claim.requestHash],
  );
  return rowCount === 1;
}

export async function findIdempotentRequest(
  db: Queryable,
  playerId: string,
  idempotencyKey: string,
): Promise<IdempotentRequest | null> {
  const { rows } = await db.query<IdempotentRequest>(
    `SELECT call, request_hash AS "requestHash", response FROM idempotent_requests
     WHERE player_id = $1 AND idempotency_key = $2`,
    [playerId, idempotencyKey],
  );
  return rows[0] ?? null;
}

export async function storeIdempotentResponse(
  db: Queryable,
  playerId: string,
  idempotencyKey: string,
  response: unknown,
): Promise<void> {
  await db.query(
    `UPDATE idempotent_requests SET response = $3
     WHERE player_id = $1 AND idempotency_key = $2 AND response IS NULL`,
    [playerId, idempotencyKey, JSON.stringify(response)],
  );
}
