// Blocking a player: from the block on, login, deposits and bets are refused in the database's
// protection checks (db/definitions/functions/protection_*.sql), and every login session ends in
// the same transaction, its realtime connections on every API process with it.

import type { PlayerBlock } from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { endLoginSessions, forfeitBonusGrants } from '../protection/index.js';
import { lockBlock, storeBlock, type BlockRow } from './repository.js';

export function blockOf(row: BlockRow): PlayerBlock | null {
  return row.blockedAt === null
    ? null
    : {
        blockedAt: row.blockedAt.toISOString(),
        reason: row.blockedReason,
        blockedBy: row.blockedBy,
      };
}

/** Blocks the player and ends its sessions; answers the block before and after. */
export function blockPlayer(
  pool: pg.Pool,
  playerId: string,
  block: { reason: string; by: string },
): Promise<{ before: null; after: PlayerBlock }> {
  return withTransaction(pool, async (client) => {
    // The player's accounts first, as bets lock them; a blocked player keeps no bonus money.
    await forfeitBonusGrants(client, playerId, 'block');
    if ((await lockBlock(client, playerId)).blockedAt !== null) {
      throw new ApiError(ErrorCode.playerAlreadyBlocked, `Player ${playerId} is blocked already`);
    }
    const after = blockOf(await storeBlock(client, playerId, block));
    if (after === null) throw new Error(`Player ${playerId} was not blocked`);
    await endLoginSessions(client, [playerId]);
    return { before: null, after };
  });
}

/** Lifts the player's block; answers the block it lifted. */
export function unblockPlayer(
  pool: pg.Pool,
  playerId: string,
): Promise<{ before: PlayerBlock; after: null }> {
  return withTransaction(pool, async (client) => {
    const before = blockOf(await lockBlock(client, playerId));
    if (before === null) {
      throw new ApiError(ErrorCode.playerNotBlocked, `Player ${playerId} is not blocked`);
    }
    await storeBlock(client, playerId, null);
    return { before, after: null };
  });
}
