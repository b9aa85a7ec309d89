export { CasinoGames, PopularGames, RecommendedGames, SlotGames, SportGames } from './GameRows';
