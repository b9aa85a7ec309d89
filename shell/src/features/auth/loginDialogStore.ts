import { create } from 'zustand';

interface LoginDialogState {
  open: boolean;
  /** The dialog opened because the login ended elsewhere (a session limit, a logout elsewhere). */
  sessionEnded: boolean;
  show: () => void;
  showSessionEnded: () => void;
  /** A login was refused: its reason (a time-out, a block) replaces the session-ended notice. */
  loginRefused: () => void;
  hide: () => void;
}

/** Whether the login dialog is open: the header's button and an ended login session open it. */
export const useLoginDialog = create<LoginDialogState>()((set) => ({
  open: false,
  sessionEnded: false,
  show: () => set({ open: true, sessionEnded: false }),
  showSessionEnded: () => set({ open: true, sessionEnded: true }),
  loginRefused: () => set({ sessionEnded: false }),
  hide: () => set({ open: false, sessionEnded: false }),
}));
