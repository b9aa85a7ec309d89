import { useEffect } from 'react';
import { useLocation } from '@croupier/shared/router';

// The previous and current path live in sessionStorage so they survive full reloads
// and are visible to every remote.

export const PATH_HISTORY_KEYS = {
  previousPath: 'previousPath',
  currentPath: 'currentPath',
} as const;

export interface PathHistory {
  previousPath: string | null;
  currentPath: string | null;
}

export function readPathHistory(): PathHistory {
  return {
    previousPath: sessionStorage.getItem(PATH_HISTORY_KEYS.previousPath),
    currentPath: sessionStorage.getItem(PATH_HISTORY_KEYS.currentPath),
  };
}

export function recordPathHistory(pathname: string): void {
  const { currentPath } = readPathHistory();
  // A reload or a re-render on the same page is not a navigation; it must not erase the previous path.
  if (currentPath === pathname) return;
  if (currentPath !== null) sessionStorage.setItem(PATH_HISTORY_KEYS.previousPath, currentPath);
  sessionStorage.setItem(PATH_HISTORY_KEYS.currentPath, pathname);
}

/** Records every location change; mount once inside the router. */
export function usePathHistory(): void {
  const { pathname } = useLocation();
  useEffect(() => recordPathHistory(pathname), [pathname]);
}
