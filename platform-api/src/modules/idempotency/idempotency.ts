// Idempotency-Key: a call repeated with the key it was first made with answers the stored result
// of the first, whose effects commit in the same transaction as that result.

import assert from 'node:assert/strict';

import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { sha256 } from '../../security/tokens.js';
import {
  claimIdempotencyKey,
  findIdempotentRequest,
  storeIdempotentResponse,
} from './repository.js';

export interface IdempotentCall {
  playerId: string;
  /** The Idempotency-Key header; without one the call simply runs. */
  idempotencyKey: string | undefined;
  /** The call's path: a key belongs to one call. */
  call: string;
  /** Everything the result depends on; a repeat must send the same. */
  input: unknown;
}

/** Runs `work` in one transaction, once per (player, key); repeats get the first result. */
export async function runIdempotently<Result>(
  pool: pg.Pool,
  call: IdempotentCall,
  work: (client: pg.PoolClient) => Promise<Result>,
): Promise<Result> {
  const { playerId, idempotencyKey } = call;
  if (idempotencyKey === undefined) return withTransaction(pool, work);
  const requestHash = sha256(stableJson({ call: call.call, input: call.input }));
  return withTransaction(pool, async (client) => {
    if (
      await claimIdempotencyKey(client, { playerId, idempotencyKey, call: call.call, requestHash })
    ) {
      const result = await work(client);
      await storeIdempotentResponse(client, playerId, idempotencyKey, result);
      return result;
    }
    const stored = await findIdempotentRequest(client, playerId, idempotencyKey);
    assert.ok(stored !== null && stored.response !== null, `stored result of ${idempotencyKey}`);
    if (stored.call !== call.call || !stored.requestHash.equals(requestHash)) {
      throw new ApiError(
        ErrorCode.idempotencyKeyReused,
        'This Idempotency-Key was already used for another request; send a new key',
      );
    }
    return stored.response as Result;
  });
}

/** JSON with object keys sorted, so the same input always hashes the same. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(
          Object.entries(nested as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : nested,
  );
}
