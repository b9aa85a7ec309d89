import { create } from 'zustand';
import { AdminApiError, ERROR_CODES, adminGet, adminPost, whenUnauthenticated } from '../admin-api';
import type { StaffSession } from './roles';

interface SessionState {
  /** `undefined` until `auth/me` has answered; `null` when nobody is signed in. */
  session: StaffSession | null | undefined;
  /** The session ended without a logout here (idle or absolute expiry, logout everywhere). */
  hasExpired: boolean;
  restore: () => Promise<void>;
  logIn: (credentials: { username: string; password: string; totp: string }) => Promise<void>;
  changePassword: (passwords: { currentPassword: string; newPassword: string }) => Promise<void>;
  logOut: () => Promise<void>;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: undefined,
  hasExpired: false,
  restore: async () => {
    try {
      set({ session: await adminGet<StaffSession>('auth/me') });
    } catch (error) {
      if (error instanceof AdminApiError && error.errorCode === ERROR_CODES.authentication) {
        set({ session: null });
        return;
      }
      throw error;
    }
  },
  logIn: async (credentials) => {
    set({ session: await adminPost<StaffSession>('auth/login', credentials), hasExpired: false });
  },
  changePassword: async (passwords) => {
    await adminPost('auth/change-password', passwords);
    const session = get().session;
    if (session) set({ session: { ...session, mustChangePassword: false } });
  },
  logOut: async () => {
    await adminPost('auth/logout');
    set({ session: null });
  },
}));

// The page stays where it was: the sign-in form replaces it and the page returns after sign-in.
whenUnauthenticated(() => {
  if (useSessionStore.getState().session)
    useSessionStore.setState({ session: null, hasExpired: true });
});
