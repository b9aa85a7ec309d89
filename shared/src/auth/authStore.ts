import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const AUTH_STORAGE_NAME = 'auth-storage';

export interface AuthState {
  sessionToken: string | null;
  loginToken: string | null;
  fingerprint: string | null;
  /** True once the start sequence has settled the tokens; recomputed on every page load. */
  isSessionValid: boolean;
  setSessionToken: (sessionToken: string | null) => void;
  setLoginToken: (loginToken: string | null) => void;
  clearLoginToken: () => void;
  setFingerprint: (fingerprint: string | null) => void;
  setSessionValid: (isSessionValid: boolean) => void;
}

export type PersistedAuthState = Pick<AuthState, 'sessionToken' | 'loginToken' | 'fingerprint'>;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      sessionToken: null,
      loginToken: null,
      fingerprint: null,
      isSessionValid: false,
      setSessionToken: (sessionToken) => set({ sessionToken }),
      setLoginToken: (loginToken) => set({ loginToken }),
      clearLoginToken: () => set({ loginToken: null }),
      setFingerprint: (fingerprint) => set({ fingerprint }),
      setSessionValid: (isSessionValid) => set({ isSessionValid }),
    }),
    {
      name: AUTH_STORAGE_NAME,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sessionToken, loginToken, fingerprint }): PersistedAuthState => ({
        sessionToken,
        loginToken,
        fingerprint,
      }),
    },
  ),
);
