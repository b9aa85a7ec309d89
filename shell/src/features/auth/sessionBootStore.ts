import { create } from 'zustand';

type SessionBootState = (
  { status: 'starting' } | { status: 'ready' } | { status: 'failed'; error: unknown }
) & {
  /** Counts the start sequence's runs: a retry starts the next one. */
  attempt: number;
  retry: () => void;
};

/** How the start sequence went: a page that needs the session token waits for it or says why not. */
export const useSessionBoot = create<SessionBootState>()((set) => ({
  status: 'starting',
  attempt: 0,
  retry: () => set((state) => ({ status: 'starting', attempt: state.attempt + 1 })),
}));
