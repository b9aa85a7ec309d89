// Time-outs and self-exclusions: they take effect at once (every login session ends, on every API
// process) and nobody can lift one early. While one holds, login, deposits, bets and bonuses are
// refused in the database's checks and here (docs/protection.md).

import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { badRequestError } from '../../http/errors.js';
import {
  endLoginSessions,
  findLinkedAccounts,
  forfeitBonusGrants,
  insertExclusion,
  insertHistory,
  lockProtection,
  type Actor,
  type ProtectedPlayer,
  type Exclusion,
  type ExclusionKind,
} from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a time-out of `days`, or one until `until` (1 to 30 days from `now`), ends. */
export function timeOutEnd(request: { days?: number; until?: string }, now: Date): Date {
  if ((request.days === undefined) === (request.until === undefined)) {
    throw badRequestError('A time-out takes either days or until');
  }
  if (request.days !== undefined) return new Date(now.getTime() + request.days * DAY_MS);
  const until = new Date(request.until as string);
  const lengthMs = until.getTime() - now.getTime();
  if (Number.isNaN(lengthMs) || lengthMs < DAY_MS || lengthMs > 30 * DAY_MS) {
    throw badRequestError('until must lie between 1 and 30 days from now');
  }
  return until;
}

/** When a self-exclusion of `months` from `now` ends: the same day of the month, UTC. */
export function selfExclusionEnd(months: number, now: Date): Date {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export interface ExclusionOutcome extends Exclusion {
  /** The person's other accounts excluded with it. */
  otherAccountsExcluded: number;
}

/**
 * Excludes the player until `endsAt` with the same person's other accounts on its brand and, with
 * allBrands, on every brand (findLinkedAccounts); ends all their login sessions in the same
 * transaction. Accounts the person opens later are refused while it lasts (identity/persons.ts).
 */
export async function exclude(
  pool: pg.Pool,
  player: ProtectedPlayer,
  request: { kind: ExclusionKind; endsAt: Date; allBrands: boolean },
  actor: Actor,
): Promise<ExclusionOutcome> {
  return withTransaction(pool, async (client) => {
    // Before the protection lock: a bet holds the player's account when it takes that lock.
    await forfeitBonusGrants(client, player.id, request.kind);
    await lockProtection(client, player.id);
    const { id, ...exclusion } = await insertExclusion(client, {
      playerId: player.id,
      ...request,
      extendsExclusionId: null,
    });
    await insertHistory(client, {
      playerId: player.id,
      action: request.kind,
      details: { endsAt: exclusion.endsAt, allBrands: request.allBrands },
      actor,
    });
    const others = await findLinkedAccounts(client, player.id, request.allBrands);
    for (const otherId of others) {
      await forfeitBonusGrants(client, otherId, request.kind);
      await insertExclusion(client, {
        playerId: otherId,
        kind: request.kind,
        endsAt: request.endsAt,
        allBrands: true,
        extendsExclusionId: id,
      });
      await insertHistory(client, {
        playerId: otherId,
        action: request.kind,
        details: { endsAt: exclusion.endsAt, allBrands: true, fromPlayerId: player.id },
        actor,
      });
    }
    await endLoginSessions(client, [player.id, ...others]);
    return { ...exclusion, otherAccountsExcluded: others.length };
  });
}
