import { create } from 'zustand';
import { AdminApiError, ERROR_CODES, adminGet, adminPost } from '../admin-api';
import type { StaffSession } from './roles';

interface SessionState {
  /** `undefined` until `auth/me` has answered; `null` when nobody is signed in. */
  session: StaffSession | null | undefined;
  restore: () => Promise<void>;
  logIn: (credentials: { username: string; password: string; totp: string }) => Promise<void>;
  changePassword: (passwords: { currentPassword: string; newPassword: string }) => Promise<void>;
  logOut: () => Promise<void>;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: undefined,
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
    set({ session: await adminPost<StaffSession>('auth/login', credentials) });
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
