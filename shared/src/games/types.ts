// Wire contract of the games: catalogue files, launching, bet reports and lottery results, shared by
// platform-api, @croupier/shared's calls and mfe-games. Amounts are decimal strings.
import type { DecimalString, Page } from '../wallet/types';

export const GAME_CATEGORY_CODES = [
  'lottery',
  'cards',
  'sports',
  'slots',
  'casino',
  'fishing',
  'cockfight',
  'others',
] as const;
export type GameCategoryCode = (typeof GAME_CATEGORY_CODES)[number];

/** The built-in demo provider's engines; every catalogue game runs one of them. */
export type GameEngine = 'slot' | 'dice';

export interface GameTheme {
  primary: string;
  secondary: string;
  accent: string;
  /** The slot's symbols, as short labels drawn on the reels. */
  symbols: string[];
}

/** Items of `/data/listofgame.json` (body), `listOfPopularGame.json`, `listOfRecommendedGame.json`. */
export interface Game {
  id: number;
  gpid: string;
  category: GameCategoryCode;
  name: string;
  code: string;
  thumbnail: string;
  isPopular: boolean;
  isRecommended: boolean;
  sort: number;
  engine: GameEngine;
}

export interface GameCatalogue {
  body: Game[];
  total: number;
}

/** Items of `/data/listOfGameCategory.json`. */
export interface GameCategory {
  code: GameCategoryCode;
  name: string;
  sort: number;
}

/** `POST /v1/game` with `{ gpid, gameCode }` (login token) → data. The URL carries a one-time token. */
export interface GameLaunch {
  launchUrl: string;
  expiresAt: string;
}

/** `POST /v1/game/origins` with `{}` → data: the only origins the game page may frame. */
export interface GameOrigins {
  gameOrigins: string[];
}

export interface BetRound {
  roundId: string;
  gpid: string;
  providerName: string;
  gameCode: string;
  gameName: string;
  category: GameCategoryCode;
  currency: string;
  stake: DecimalString;
  win: DecimalString;
  /** win − stake. */
  net: DecimalString;
  status: 'open' | 'settled' | 'rolledBack';
  createdAt: string;
}

/** `bet-report` and `reports` body; dates are ISO `YYYY-MM-DD`, inclusive. */
export interface BetReportRequest {
  from?: string;
  to?: string;
  gpid?: string;
  category?: GameCategoryCode;
  page?: number;
  pageSize?: number;
}

export interface BetTotals {
  currency: string;
  stake: DecimalString;
  win: DecimalString;
  net: DecimalString;
}

/** `bet-report` / `reports` → data: the page of rounds and totals per currency over the whole filter. */
export interface BetReport extends Page<BetRound> {
  totals: BetTotals[];
}

export interface LotteryDraw {
  drawId: string;
  marketCode: string;
  drawNumber: number;
  /** Digits as drawn, e.g. "4821". */
  winningNumbers: string;
  drawnAt: string;
}

/** `lottery/markets` (public) → data: LotteryMarket[]. */
export interface LotteryMarket {
  code: string;
  name: string;
  digits: number;
  drawIntervalMinutes: number;
  latestDraw: LotteryDraw | null;
  nextDrawAt: string;
}

/** `lottery/draws` (public) `{ marketCode, page?, pageSize? }` → data. */
export type LotteryDrawPage = Page<LotteryDraw>;
