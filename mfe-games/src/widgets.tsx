import { withUiNamespaceWidgets } from '@croupier/ui';
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

// The shell renders these on its own pages, where the kit's texts must still come from this remote.
export const widgets = withUiNamespaceWidgets('games', {
  Popular: PopularGames,
  Recommended: RecommendedGames,
  Casino: CasinoGames,
  Slot: SlotGames,
  Sport: SportGames,
  Lottery: LotteryGames,
  Cards: CardGames,
  Providers: ProviderGrid,
  Jackpot: JackpotWidget,
});
