import { create } from 'zustand';

interface LoginDialogState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

/** Whether the login dialog is open: the header's button and an ended login session open it. */
export const useLoginDialog = create<LoginDialogState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
