// What every player route shares: a player exists for the caller only within its brands, and a
// change of a player is audited with what it did.

import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Type } from '@sinclair/typebox';

import { type AuditDetails, hasBrand, type StaffRole } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { findPlayerBrand } from './repository.js';

export interface PlayerAdminRoutesOptions {
  db: pg.Pool;
}

/** Who reads players: support, and payments to check whose money it decides on. */
export const playerReaders: StaffRole[] = ['support', 'payments'];

export const PlayerParams = Type.Object({ playerId: Type.String({ format: 'uuid' }) });

export const withIsoCreatedAt = <Row extends { createdAt: Date }>({ createdAt, ...row }: Row) => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** The scope checks of the player routes, on `db`. */
export function playerScope(db: pg.Pool) {
  /** The player's brand, when the caller may see it; else the player does not exist for it. */
  async function brandInScope(request: FastifyRequest, playerId: string): Promise<string> {
    const brandId = await findPlayerBrand(db, playerId);
    if (brandId === null || !hasBrand(request.operator, brandId)) {
      throw notFoundError(`No player ${playerId}`);
    }
    return brandId;
  }

  /** A change of a player in the caller's scope, audited with what `change` says it did. */
  async function auditedChange<Details extends Pick<AuditDetails, 'before' | 'after'>>(
    request: FastifyRequest,
    playerId: string,
    change: () => Promise<Details>,
  ): Promise<Details> {
    const brandId = await brandInScope(request, playerId);
    const details = await change();
    request.audit = { brandId, target: `player:${playerId}`, ...details };
    return details;
  }

  return { brandInScope, auditedChange };
}
