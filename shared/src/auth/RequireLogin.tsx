import type { ReactNode } from 'react';
import { useAuthStore } from './authStore';
import { isLoggedIn } from './tokens';

/** Player-only pages: children for a logged-in player, the fallback for a visitor. */
export function RequireLogin({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const loggedIn = useAuthStore(isLoggedIn);
  return <>{loggedIn ? children : fallback}</>;
}
