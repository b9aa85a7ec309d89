import {
  getGameCatalogue,
  getStaticGameProviders,
  type Game,
  type GameProvider,
} from '@croupier/shared';

/** Games with the providers that name them on tiles. */
export interface GamesWithProviders {
  games: Game[];
  providers: GameProvider[];
}

export async function allGames(): Promise<Game[]> {
  return (await getGameCatalogue()).body;
}

export async function loadGamesWithProviders(
  loadGames: () => Promise<Game[]>,
): Promise<GamesWithProviders> {
  const [games, providers] = await Promise.all([loadGames(), getStaticGameProviders()]);
  return { games: [...games].sort((first, second) => first.sort - second.sort), providers };
}

/** The provider's display name; its id when the provider list does not know it. */
export function providerName(providers: GameProvider[], gpid: string): string {
  return providers.find((provider) => provider.gpid === gpid)?.gpname ?? gpid;
}

/** The provider id of Croupier Originals, the provably fair games the site plays itself. */
export const ORIGINALS_GPID = 'ORIG';

export function playGamePath({ gpid, code }: Pick<Game, 'gpid' | 'code'>): string {
  if (gpid === ORIGINALS_GPID) return `/play/originals/${encodeURIComponent(code)}/`;
  return `/play/game/?${new URLSearchParams({ gpid, code }).toString()}`;
}
