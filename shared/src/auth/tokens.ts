// Token rules of the two visitor levels (docs/api.md#authorization): an anonymous visitor holds a
// temporary session token, a logged-in player additionally holds a login token `username:token`.

export const SESSION_TOKEN_PREFIX = 'sessiontoken';

export interface AuthTokens {
  sessionToken: string | null;
  loginToken: string | null;
}

export function isSessionToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.startsWith(SESSION_TOKEN_PREFIX);
}

export function isLoggedIn({ sessionToken, loginToken }: AuthTokens): boolean {
  return Boolean(loginToken) && !isSessionToken(loginToken) && Boolean(sessionToken);
}

/** The token sent in the `Authorization` header: the login token is preferred over the session token. */
export function authorizationToken({ sessionToken, loginToken }: AuthTokens): string | null {
  return loginToken || sessionToken || null;
}

/** `tsSessionTokenAuthorizer` expects the token length, then the brand, then the token. */
export function sessionAuthorizationHeader(token: string, brandId: string): string {
  return `${token.length}${brandId}${token}`;
}

export function usernameFromLoginToken(token: string): string | null {
  const separatorIndex = token.indexOf(':');
  return separatorIndex > 0 ? token.slice(0, separatorIndex) : null;
}
