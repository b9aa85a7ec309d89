// Session tokens of anonymous visitors (docs/api.md#authorization): the literal `sessiontoken`
// plus a random secret.

import { randomSecret } from '../../security/tokens.js';

export const SESSION_TOKEN_PREFIX = 'sessiontoken';
export const SESSION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

// Session tokens are 55 characters; four digits of length leave ample room.
const MAX_LENGTH_DIGITS = 4;

export function newSessionToken(): string {
  return SESSION_TOKEN_PREFIX + randomSecret();
}

export function isSessionToken(token: string): boolean {
  return token.startsWith(SESSION_TOKEN_PREFIX);
}

export interface AuthorizerCandidate {
  brandId: string;
  token: string;
}

/**
 * Reads the tsSessionTokenAuthorizer header: the token's decimal length, the brandId, the token
 * (`15croupiersessiontokenAbc`). A brandId may itself start with digits, so every leading-digit
 * prefix is tried as the length; the caller checks each candidate against the database.
 */
export function parseAuthorizerHeader(header: string): AuthorizerCandidate[] {
  const candidates: AuthorizerCandidate[] = [];
  for (
    let digits = 1;
    digits <= MAX_LENGTH_DIGITS && /^[0-9]$/.test(header[digits - 1] ?? '');
    digits++
  ) {
    const tokenLength = Number(header.slice(0, digits));
    const brandLength = header.length - digits - tokenLength;
    if (tokenLength === 0 || brandLength < 1) continue;
    const token = header.slice(header.length - tokenLength);
    if (!isSessionToken(token)) continue;
    candidates.push({ brandId: header.slice(digits, digits + brandLength), token });
  }
  return candidates;
}
