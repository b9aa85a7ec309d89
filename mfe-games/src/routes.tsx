import type { RouteObject } from '@croupier/shared/router';
import { withUiNamespace } from '@croupier/ui';
import { LobbyPage } from './features/lobby';
import { DicePage, LimboPage, MinesPage, PlinkoPage, VerifyPage } from './features/originals';
import { PlayGamePage, PlayIndexPage } from './features/play';
import { ProvidersPage } from './features/providers';
import { WinningNumbersPage } from './features/winning-numbers';

export const namespace = 'games';

/** Paths relative to the site root; the shell mounts them where this remote owns the URL space. */
export const routes: RouteObject[] = withUiNamespace(namespace, [
  { path: 'games', element: <LobbyPage /> },
  { path: 'games/:category', element: <LobbyPage /> },
  { path: 'providers', element: <ProvidersPage /> },
  { path: 'play', element: <PlayIndexPage /> },
  { path: 'play/game', element: <PlayGamePage /> },
  { path: 'play/originals/dice', element: <DicePage /> },
  { path: 'play/originals/limbo', element: <LimboPage /> },
  { path: 'play/originals/mines', element: <MinesPage /> },
  { path: 'play/originals/plinko', element: <PlinkoPage /> },
  { path: 'play/originals/verify', element: <VerifyPage /> },
  { path: 'winning-numbers', element: <WinningNumbersPage /> },
]);
