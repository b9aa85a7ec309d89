import { isLoggedIn, useAuthStore, type AuthState } from '@croupier/shared';

/** `checking` while a stored login token waits for the start sequence to verify it. */
export type LoginStatus = 'visitor' | 'checking' | 'player';

export function loginStatus(auth: AuthState): LoginStatus {
  if (!isLoggedIn(auth)) return 'visitor';
  return auth.isSessionValid ? 'player' : 'checking';
}

/** Whether the visitor is logged in with a login token that verified (or still verifies). */
export function useLoginStatus(): LoginStatus {
  return useAuthStore(loginStatus);
}
