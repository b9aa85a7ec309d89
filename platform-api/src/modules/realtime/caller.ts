// Who runs a GraphQL operation: a player (login token) or an anonymous visitor (session token).

import type { Queryable } from '../../db/pool.js';
import { findPlayerByLoginToken } from '../auth/authenticate.js';
import { brandUsername } from '../auth/user-data.js';
import { isSessionToken } from '../session/session-token.js';
import { findSession } from '../session/sessions.js';

export type Caller =
  | { kind: 'player'; brandId: string; playerId: string; brandUsername: string }
  | { kind: 'visitor'; brandId: string };

/** The caller behind a raw token; null when it is missing, unknown or expired. */
export async function identifyCaller(
  db: Queryable,
  token: string | undefined,
): Promise<Caller | null> {
  if (!token) return null;
  if (isSessionToken(token)) {
    const session = await findSession(db, token);
    return session === null ? null : { kind: 'visitor', brandId: session.brandId };
  }
  const player = await findPlayerByLoginToken(db, token);
  return player === null
    ? null
    : {
        kind: 'player',
        brandId: player.brandId,
        playerId: player.id,
        brandUsername: brandUsername(player.brandId, player.username),
      };
}
