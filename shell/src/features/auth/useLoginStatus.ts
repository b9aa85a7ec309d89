import { isLoggedIn, useAuthStore, type AuthState } from '@croupier/shared';
import { useSessionBoot } from './sessionBootStore';

/** `checking` while a stored login token waits for the start sequence to verify it. */
export type LoginStatus = 'visitor' | 'checking' | 'player';

export function loginStatus(auth: AuthState): LoginStatus {
  if (!isLoggedIn(auth)) return 'visitor';
  return auth.isSessionValid ? 'player' : 'checking';
}

/**
 * Whether the visitor is logged in with a login token that verified. When the start sequence
 * failed, a stored login token could not be verified and counts for nothing.
 */
export function useLoginStatus(): LoginStatus {
  const status = useAuthStore(loginStatus);
  const bootFailed = useSessionBoot((state) => state.status === 'failed');
  return status === 'checking' && bootFailed ? 'visitor' : status;
}
