// The one-time game token a launch puts in the game page's URL: the provider exchanges it once for
// a provider session (authenticate).

import type { Queryable } from '../../db/pool.js';
import { randomSecret, sha256 } from '../../security/tokens.js';
import { insertGameToken, type GameTokenGrant } from './repository.js';

/** A launch URL must be opened, and its token exchanged, within this time. */
export const GAME_TOKEN_TTL_SECONDS = 120;

/** A new token of `grant`'s player, game and currency, and when it expires. */
export async function issueGameToken(
  db: Queryable,
  grant: GameTokenGrant & { gpid: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomSecret();
  const expiresAt = await insertGameToken(db, {
    ...grant,
    tokenHash: sha256(token),
    ttlSeconds: GAME_TOKEN_TTL_SECONDS,
  });
  return { token, expiresAt };
}
