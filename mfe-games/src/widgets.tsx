import {
  CardGames,
  CasinoGames,
  LotteryGames,
  PopularGames,
  RecommendedGames,
  SlotGames,
  SportGames,
} from './features/game-rows';
import { JackpotWidget } from './features/jackpot';
import { ProviderGrid } from './features/providers';

export const widgets = {
  Popular: PopularGames,
  Recommended: RecommendedGames,
  Casino: CasinoGames,
  Slot: SlotGames,
  Sport: SportGames,
  Lottery: LotteryGames,
  Cards: CardGames,
  Providers: ProviderGrid,
  Jackpot: JackpotWidget,
};
