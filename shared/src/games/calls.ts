import type {
  Game,
  GameCatalogue,
  GameCategory,
  GameLaunch,
  GameOrigins,
  GameProvider,
  LotteryDrawPage,
  LotteryMarket,
} from '@croupier/contracts';
import { STATIC_GAME_DATA_PATHS } from '../api/calls';
import { getStatic, postForData } from '../api/request';

// The games calls: the static catalogue files (docs/api.md#static-data-files) and `POST /v1/<path>`
// game and lottery calls.

export function getGameCatalogue(): Promise<GameCatalogue> {
  return getStatic(STATIC_GAME_DATA_PATHS.games);
}

export function getPopularGames(): Promise<Game[]> {
  return getStatic(STATIC_GAME_DATA_PATHS.popular);
}

export function getRecommendedGames(): Promise<Game[]> {
  return getStatic(STATIC_GAME_DATA_PATHS.recommended);
}

export function getGameCategories(): Promise<GameCategory[]> {
  return getStatic(STATIC_GAME_DATA_PATHS.categories);
}

export function getStaticGameProviders(): Promise<GameProvider[]> {
  return getStatic(STATIC_GAME_DATA_PATHS.providers);
}

/** Needs the login token; the answer's URL carries a one-time token for the provider's page. */
export function launchGame(gpid: string, gameCode: string): Promise<GameLaunch> {
  return postForData('game', { gpid, gameCode });
}

/** The origins the API issues launch URLs for: the only game pages the site frames. */
export function getGameOrigins(): Promise<GameOrigins> {
  return postForData('game/origins', {});
}

export function getLotteryMarkets(): Promise<LotteryMarket[]> {
  return postForData('lottery/markets', {});
}

/** `page` is 1-based. */
export function getLotteryDraws(
  marketCode: string,
  page: number,
  pageSize: number,
): Promise<LotteryDrawPage> {
  return postForData('lottery/draws', { marketCode, page, pageSize });
}
