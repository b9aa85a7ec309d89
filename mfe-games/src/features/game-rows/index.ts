export {
  CardGames,
  CasinoGames,
  LotteryGames,
  PopularGames,
  RecommendedGames,
  SlotGames,
  SportGames,
} from './GameRows';
