// The player's view of their seeds: the active pair's commitment (never its server seed) and
// the pair rotated out last, revealed.

import type { OriginalsSeeds } from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction, type Queryable } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { activeSeed, openRoundOf, previousSeed, rotateSeed, type SeedPair } from './repository.js';

async function seedsAnswer(db: Queryable, playerId: string, active: SeedPair) {
  return {
    serverSeedHash: active.serverSeedHash,
    clientSeed: active.clientSeed,
    nonce: active.nextNonce,
    previous: await previousSeed(db, playerId),
  };
}

export async function seedsOf(pool: pg.Pool, playerId: string): Promise<OriginalsSeeds> {
  return withTransaction(pool, async (db) =>
    seedsAnswer(db, playerId, await activeSeed(db, playerId, { lock: false })),
  );
}

/** Reveals the active pair and starts a new one; refused while a mines round draws from it. */
export async function rotateSeeds(
  pool: pg.Pool,
  playerId: string,
  clientSeed: string | undefined,
): Promise<OriginalsSeeds> {
  return withTransaction(pool, async (db) => {
    const active = await activeSeed(db, playerId, { lock: true });
    const open = await openRoundOf(db, playerId);
    if (open !== null) {
      throw new ApiError(
        ErrorCode.badRequest,
        'Finish the open mines round before rotating the seeds',
        { reason: 'roundStillOpen', params: { roundId: open.id } },
      );
    }
    return seedsAnswer(db, playerId, await rotateSeed(db, playerId, active, clientSeed));
  });
}
