// The registry of game launchers: which launcher opens a game is named by its provider's row
// (`game_providers.launcher`), so a provider's games launch wherever that launcher sends them: the
// demo provider's page, or an aggregator's. A provider whose launcher the site does not run has
// games that do not launch.

import type { GameLaunch } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';

/** What a launcher needs to open a game for a player. */
export interface GameLaunchRequest {
  playerId: string;
  brandId: string;
  gpid: string;
  gameCode: string;
  /** The player's active wallet: the game session plays in it. */
  currency: string;
  ip: string;
  userAgent: string;
  /** Two letters, from Accept-Language; `en` when it names none. */
  language: string;
  /** ISO 3166 alpha-2; `XX` while players' countries are not known. */
  country: string;
  /** The site the player launched from: where the game's lobby button leads. */
  lobbyUrl: string;
}

/** Opens the games of its providers: a URL of the game's page that lets the player in. */
export interface GameLauncher {
  launch(request: GameLaunchRequest): Promise<GameLaunch>;
  /** The origins of the game pages it answers: the only pages the site frames. */
  gameOrigins(request: FastifyRequest): string[];
}

/** The launchers the site runs, by the name a provider's row gives (`game_providers.launcher`). */
export type GameLaunchers = ReadonlyMap<string, GameLauncher>;
