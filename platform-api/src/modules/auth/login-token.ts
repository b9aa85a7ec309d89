// Login tokens of players (docs/api.md#authorization): `username:secret`.

import { randomSecret } from '../../security/tokens.js';

export const LOGIN_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function newLoginToken(username: string): string {
  return `${username}:${randomSecret()}`;
}

export function usernameOfLoginToken(token: string): string | null {
  const separator = token.indexOf(':');
  return separator > 0 ? token.slice(0, separator) : null;
}
