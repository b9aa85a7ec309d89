// Expires the active grants whose expiry passed: each in a transaction of its own, the player's
// account locked first (as every grant path does), its bonus money back to the house
// (bonus_expire) and the next pending grant active.

import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { periodicPass } from '../../http/periodic-pass.js';
import { endGrant, listExpiredGrants, lockPlayerAccount } from './grant-repository.js';

const GRANTS_PER_PASS = 500;

/** Expires what is due; returns how many grants it expired. */
export async function expireDueGrants(db: pg.Pool): Promise<number> {
  let expired = 0;
  for (const grant of await listExpiredGrants(db, GRANTS_PER_PASS)) {
    const ended = await withTransaction(db, async (client) => {
      await lockPlayerAccount(client, grant.playerId, grant.currency);
      return endGrant(client, grant.id, 'expired', 'expiry');
    });
    if (ended !== null) expired += 1;
  }
  return expired;
}

/** A grant expires at most one tick late. */
export const bonusExpirySweeper = periodicPass({
  defaultTickMs: 60_000,
  failure: 'bonus expiry pass failed',
  pass: async (db, log) => {
    const expired = await expireDueGrants(db);
    if (expired > 0) log.info({ expired }, 'bonus grants expired');
  },
});
