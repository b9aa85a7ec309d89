import type { RouteObject } from 'react-router';
import { LobbyPage } from './features/lobby';

export const namespace = 'games';

/** Paths relative to the site root; the shell mounts them where this remote owns the URL space. */
export const routes: RouteObject[] = [
  { path: 'games', element: <LobbyPage /> },
  { path: 'games/:category', element: <LobbyPage /> },
];
