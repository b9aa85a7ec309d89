// The demo provider's game launcher: a one-time game token (the gateway protocol's authenticate
// exchanges it) in a URL of the demo provider's game page.

import type pg from 'pg';

import { gameOriginsFor } from '../brand/index.js';
import type { GameLauncher } from '../game-launch/index.js';
import { issueGameToken } from '../gateway/index.js';

/** The launcher name of the providers whose games the demo provider plays (game_providers). */
export const DEMO_PROVIDER_LAUNCHER = 'demo-provider';

/** Where the built-in demo provider serves its game pages. */
export const DEMO_PROVIDER_PATH = '/demo-provider';

/** `publicUrl`: the origin prefixed to launch URLs; '' keeps them relative. */
export function demoProviderLauncher(db: pg.Pool, publicUrl: string): GameLauncher {
  return {
    async launch({ playerId, gpid, gameCode, currency }) {
      const { token, expiresAt } = await issueGameToken(db, {
        playerId,
        gpid,
        gameCode,
        currency,
      });
      const query = new URLSearchParams({ token, game: `${gpid}:${gameCode}` });
      return {
        launchUrl: `${publicUrl}${DEMO_PROVIDER_PATH}/play?${query}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
    gameOrigins: (request) => gameOriginsFor(publicUrl, request),
  };
}
