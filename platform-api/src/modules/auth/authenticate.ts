// Who is calling: every authenticated call resolves its Authorization header here.

import type { Queryable } from '../../db/pool.js';
import { authenticationError } from '../../http/errors.js';
import { sha256 } from '../../security/tokens.js';
import { findSession, isSessionToken } from '../session/index.js';
import { usernameOfLoginToken } from './login-token.js';
import { findLoginSession, type LoginSession, type Player } from './repository.js';

/** The live login session of a raw login token, or null (unknown, expired, not a login token). */
export async function findLoginSessionByToken(
  db: Queryable,
  token: string,
): Promise<LoginSession | null> {
  const username = usernameOfLoginToken(token);
  if (username === null || isSessionToken(token)) return null;
  const session = await findLoginSession(db, sha256(token));
  // The token was issued as `<username>:…` of this very player.
  if (session !== null && session.player.username !== username) {
    throw new Error(`Login session of ${session.player.id} does not match its token's username`);
  }
  return session;
}

/** The player behind a raw login token, or null (unknown, expired, or not a login token). */
export async function findPlayerByLoginToken(db: Queryable, token: string): Promise<Player | null> {
  return (await findLoginSessionByToken(db, token))?.player ?? null;
}

/** The calling player; a 401 (errorCode 1) unless Authorization holds a live login token. */
export async function authenticatePlayer(
  db: Queryable,
  authorization: string | undefined,
): Promise<Player> {
  const player = authorization ? await findPlayerByLoginToken(db, authorization) : null;
  if (player === null) throw authenticationError();
  return player;
}

/**
 * login3 and register3: Authorization must hold a live session token of `brandId`; answers the
 * hash of its device fingerprint.
 */
export async function requireSessionOfBrand(
  db: Queryable,
  authorization: string | undefined,
  brandId: string,
): Promise<{ fingerprintHash: Buffer }> {
  const session = authorization ? await findSession(db, authorization) : null;
  if (session === null || session.brandId !== brandId) throw authenticationError();
  return { fingerprintHash: session.fingerprintHash };
}

/** auth/checkSession: a live login token or a live session token. */
export async function hasLiveToken(
  db: Queryable,
  authorization: string | undefined,
): Promise<boolean> {
  if (!authorization) return false;
  if (isSessionToken(authorization)) return (await findSession(db, authorization)) !== null;
  return (await findPlayerByLoginToken(db, authorization)) !== null;
}
