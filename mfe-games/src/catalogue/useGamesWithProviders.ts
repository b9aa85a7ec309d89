import { useCallback } from 'react';
import type { Game } from '@croupier/shared';
import { useRequest } from '@croupier/ui';
import { loadGamesWithProviders } from './catalogue';

/** `loadGames` should be a module-level function, so the games load once per mount. */
export function useGamesWithProviders(loadGames: () => Promise<Game[]>) {
  const load = useCallback(() => loadGamesWithProviders(loadGames), [loadGames]);
  return useRequest(load);
}
