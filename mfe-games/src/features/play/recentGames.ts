import type { Game } from '@croupier/shared';
import { allGames } from '../../catalogue';

/** Local storage key of the games the player launched last, newest first. */
export const RECENT_GAMES_STORAGE_KEY = 'recentGames';
const MAX_RECENT_GAMES = 8;

type GameKey = Pick<Game, 'gpid' | 'code'>;

const sameGame = (first: GameKey, second: GameKey) =>
  first.gpid === second.gpid && first.code === second.code;

function readRecentGameKeys(): GameKey[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_GAMES_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as GameKey[]) : [];
  } catch {
    // A damaged entry only costs the hints.
    return [];
  }
}

export function rememberRecentGame(game: GameKey): void {
  const keys = [
    { gpid: game.gpid, code: game.code },
    ...readRecentGameKeys().filter((key) => !sameGame(key, game)),
  ];
  localStorage.setItem(RECENT_GAMES_STORAGE_KEY, JSON.stringify(keys.slice(0, MAX_RECENT_GAMES)));
}

/** The remembered games still in the catalogue, newest first. */
export async function loadRecentGames(): Promise<Game[]> {
  const keys = readRecentGameKeys();
  if (keys.length === 0) return [];
  const games = await allGames();
  return keys.flatMap((key) => games.filter((game) => sameGame(game, key)));
}
