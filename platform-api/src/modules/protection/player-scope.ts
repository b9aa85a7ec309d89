// A player exists for the operator only within its brands: another brand's player is as unknown
// as a missing one.

import type { FastifyRequest } from 'fastify';

import type { Queryable } from '../../db/pool.js';
import { hasBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { findPlayer } from './repository.js';

export async function playerInScope(db: Queryable, request: FastifyRequest, playerId: string) {
  const player = await findPlayer(db, playerId);
  if (player === null || !hasBrand(request.operator, player.brandId)) {
    throw notFoundError(`No player ${playerId}`);
  }
  return player;
}
