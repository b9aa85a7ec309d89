// Who runs a GraphQL operation: a player (login token), an anonymous visitor (session token) or a
// staff member (a socket ticket of their staff session).

import type { Queryable } from '../../db/pool.js';
import { brandUsername } from '../../identity/usernames.js';
import { sha256 } from '../../security/tokens.js';
import type { StaffRole } from '../../http/admin-access.js';
import { findLoginSessionByToken } from '../auth/index.js';
import { isSessionToken, findSession } from '../session/index.js';
import { isSocketTicket, redeemSocketTicket } from '../staff/index.js';

export type Caller =
  | {
      kind: 'player';
      brandId: string;
      playerId: string;
      brandUsername: string;
      loginTokenHash: Buffer;
    }
  | { kind: 'visitor'; brandId: string }
  | {
      kind: 'staff';
      staffId: string;
      roles: readonly StaffRole[];
      /** null: every brand. */
      brandIds: readonly string[] | null;
      /** Its staff session's token hash: the socket closes once that session ends. */
      sessionHash: Buffer;
    };

/**
 * What a subscription's results may depend on of its caller: the player, or the brand of a
 * visitor. Results are shared between subscriptions of the same key.
 */
export function callerKey(caller: Caller): string {
  if (caller.kind === 'staff') return `staff:${caller.staffId}`;
  return caller.kind === 'player' ? `player:${caller.playerId}` : `visitor:${caller.brandId}`;
}

/** A caller and when its token's session expires. */
export interface Authentication {
  caller: Caller;
  expiresAt: Date;
}

/** The caller behind a raw token; null when it is missing, unknown or expired. */
export async function identifyCaller(
  db: Queryable,
  token: string | undefined,
): Promise<Authentication | null> {
  if (!token) return null;
  if (isSocketTicket(token)) {
    const staff = await redeemSocketTicket(db, token);
    if (staff === null) return null;
    const { staffId, roles, brandIds, sessionHash, expiresAt } = staff;
    return { caller: { kind: 'staff', staffId, roles, brandIds, sessionHash }, expiresAt };
  }
  if (isSessionToken(token)) {
    const session = await findSession(db, token);
    return session === null
      ? null
      : { caller: { kind: 'visitor', brandId: session.brandId }, expiresAt: session.expiresAt };
  }
  const session = await findLoginSessionByToken(db, token);
  if (session === null) return null;
  const { player, expiresAt } = session;
  return {
    caller: {
      kind: 'player',
      brandId: player.brandId,
      playerId: player.id,
      brandUsername: brandUsername(player.brandId, player.username),
      loginTokenHash: sha256(token),
    },
    expiresAt,
  };
}
