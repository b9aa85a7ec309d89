// Business rules of session tokens, callable without HTTP.

import type { Queryable } from '../../db/pool.js';
import { sha256 } from '../../security/tokens.js';
import { findLiveSessionToken, insertSessionToken, type LiveSessionToken } from './repository.js';
import {
  isSessionToken,
  newSessionToken,
  parseAuthorizerHeader,
  SESSION_TOKEN_TTL_MS,
} from './session-token.js';

/** Issues a session token bound to a brand (which the caller checked exists) and a fingerprint. */
export async function issueSessionToken(
  db: Queryable,
  brandId: string,
  clientFingerprint: string,
): Promise<string> {
  const sessionToken = newSessionToken();
  await insertSessionToken(db, {
    tokenHash: sha256(sessionToken),
    brandId,
    fingerprintHash: sha256(clientFingerprint),
    ttlMs: SESSION_TOKEN_TTL_MS,
  });
  return sessionToken;
}

/** The live session behind a raw session token, or null (unknown, expired, not a session token). */
export async function findSession(db: Queryable, token: string): Promise<LiveSessionToken | null> {
  if (!isSessionToken(token)) return null;
  return findLiveSessionToken(db, sha256(token));
}

/**
 * tsSessionTokenAuthorizer: the header names a live session token of that brand, issued to this
 * fingerprint. A malformed header is simply not valid.
 */
export async function isSessionAuthorized(
  db: Queryable,
  authorizationHeader: string,
  clientFingerprint: string,
): Promise<boolean> {
  const fingerprintHash = sha256(clientFingerprint);
  for (const candidate of parseAuthorizerHeader(authorizationHeader)) {
    const session = await findSession(db, candidate.token);
    if (
      session !== null &&
      session.brandId === candidate.brandId &&
      session.fingerprintHash.equals(fingerprintHash)
    ) {
      return true;
    }
  }
  return false;
}
