import type { Game } from '@croupier/shared';

export interface GameFilter {
  category?: string;
  provider?: string;
  /** Matched against the game's name, case-insensitively. */
  search?: string;
}

export function filterGames(games: Game[], { category, provider, search }: GameFilter): Game[] {
  const needle = search?.trim().toLocaleLowerCase() ?? '';
  return games.filter(
    (game) =>
      (!category || game.category === category) &&
      (!provider || game.gpid === provider) &&
      (!needle || game.name.toLocaleLowerCase().includes(needle)),
  );
}
