import type { LoginRequest, UserData } from '@croupier/contracts';
import {
  generateSessionToken,
  getMe,
  login,
  logout,
  register,
  verifyLoginToken,
  verifySessionToken,
} from '../api/calls';
import { ERROR_CODES } from '../api/errors';
import type { RegisterPayload } from '../api/types';
import { eventBus } from '../events/eventBus';
import { buildFingerprint as buildBrowserFingerprint } from '../fingerprint/fingerprint';
import { stopWalletRealtime } from '../realtime/walletRealtimeSession';
import { useUserStore } from '../user/userStore';
import { useAuthStore } from '../auth/authStore';
import { usernameFromLoginToken } from '../auth/tokens';

export interface BootSessionOptions {
  brandId: string;
  buildFingerprint?: () => string;
}

/**
 * The start sequence (docs/architecture.md#product-rules): fingerprint, a valid session token,
 * then the stored login if it still verifies. Rejects with the server's answer when no session
 * token can be obtained.
 */
export async function bootSession({
  brandId,
  buildFingerprint = buildBrowserFingerprint,
}: BootSessionOptions): Promise<void> {
  const auth = useAuthStore.getState();
  const clientFingerprint = auth.fingerprint ?? buildFingerprint();
  auth.setFingerprint(clientFingerprint);

  await ensureSessionToken(brandId, clientFingerprint);
  await restoreLogin();
  useAuthStore.getState().setSessionValid(true);
}

async function ensureSessionToken(brandId: string, clientFingerprint: string): Promise<void> {
  const { sessionToken } = useAuthStore.getState();
  const isValid = sessionToken
    ? await verifySessionToken({ token: sessionToken, brandId, clientFingerprint })
    : false;
  if (!isValid) {
    const freshToken = await generateSessionToken({ brandId, clientFingerprint });
    useAuthStore.getState().setSessionToken(freshToken);
  }
}

async function restoreLogin(): Promise<void> {
  if (!useAuthStore.getState().loginToken) return;
  const verification = await verifyLoginToken();
  if (verification.errorCode === ERROR_CODES.success) {
    useUserStore.getState().setUser(verification.data?.userData ?? null);
    return;
  }
  // A stored login refused as ended (revoked, expired, password changed elsewhere) is announced
  // as a session ended, so the site offers the login at once; its listener ends the login.
  if (verification.errorCode === ERROR_CODES.authentication) eventBus.emit('session:expired');
  // Not verified for another reason (the network), or with nobody listening: it ends here.
  if (useAuthStore.getState().loginToken) endLogin();
}

export async function loginWithPassword(request: LoginRequest): Promise<UserData | null> {
  return startPlayerSession(await login(request), request.username);
}

export async function registerPlayer(payload: RegisterPayload): Promise<UserData | null> {
  return startPlayerSession(await register(payload), payload.username);
}

async function startPlayerSession(loginToken: string, typedUsername: string) {
  useAuthStore.getState().setLoginToken(loginToken);
  const user = await getMe();
  useUserStore.getState().setUser(user);
  // The token carries the username as the server spells it.
  eventBus.emit('auth:login', { username: usernameFromLoginToken(loginToken) ?? typedUsername });
  return user;
}

/** Logs out locally whatever the server answers: a failed call never keeps a player logged in. */
export async function logoutPlayer(): Promise<void> {
  // The server closes the realtime connection of the session it ends (4401), which would read as
  // a login ended elsewhere: this client closes it first.
  await stopWalletRealtime();
  await logout();
  endLogin();
}

/** Forgets the login locally: its token, the user and the balances, in memory and in storage. */
export function endLogin(): void {
  useAuthStore.getState().clearLoginToken();
  useUserStore.getState().clearUser();
  eventBus.emit('auth:logout');
}
