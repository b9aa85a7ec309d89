export { allGames, playGamePath, providerName } from './catalogue';
export type { GamesWithProviders } from './catalogue';
export { useGamesWithProviders } from './useGamesWithProviders';
