// Game launching (/v1/game): the game's provider names its launcher (launchers.ts), which answers
// a URL of the game's page with what lets the player in.

import {
  EmptyBodySchema,
  Envelope,
  GameLaunchRequestSchema,
  GameLaunchSchema,
  GameOriginsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { ok, playerCall, responses } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { gameOriginsFor } from '../brand/index.js';
import { checkGameNotSuspended } from '../compliance/index.js';
import { GAME_TOKEN_TTL_SECONDS } from '../gateway/index.js';
import { findWalletProfile } from '../wallet/index.js';
import type { GameLaunchers } from './launchers.js';
import { findLaunchableGame } from './repository.js';

export interface GameLaunchRoutesOptions {
  db: pg.Pool;
  launchers: GameLaunchers;
}

/** `game`: launching needs a login token. */
const launchRoute: FastifyPluginAsyncTypebox<GameLaunchRoutesOptions> = async (
  app,
  { db, launchers },
) => {
  requirePlayerOnEveryRoute(app, db);
  app.post(
    '/game',
    playerCall('games', GameLaunchSchema, {
      summary: "Launch a game: a URL of the provider's game page with a one-time game token",
      description:
        'The token is exchanged once by the provider (gateway authenticate) within ' +
        `${GAME_TOKEN_TTL_SECONDS} s. Needs a login token; an unknown game is errorCode 6.`,
      body: GameLaunchRequestSchema,
    }),
    async (request) => {
      const { player } = request;
      const { gpid, gameCode } = request.body;
      const game = await findLaunchableGame(db, gpid, gameCode);
      if (game === null) throw notFoundError(`No game ${gameCode} of provider ${gpid}`);
      const launcher = game.launcher === null ? undefined : launchers.get(game.launcher);
      if (launcher === undefined) {
        throw notFoundError(
          `Games of provider ${gpid} do not launch here: ` +
            (game.launcher === null ? 'it names no launcher' : `no launcher ${game.launcher}`),
        );
      }
      await checkGameNotSuspended(db, player.brandId, gpid, gameCode);
      const profile = await findWalletProfile(db, player.id);
      if (profile === null) throw new Error(`Player ${player.id} has no row`);
      return ok(
        await launcher.launch({
          playerId: player.id,
          brandId: player.brandId,
          gpid,
          gameCode,
          currency: profile.activeWallet,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          language: /^[a-z]{2}/i.exec(request.headers['accept-language'] ?? '')?.[0] ?? 'en',
          country: 'XX',
          lobbyUrl: gameOriginsFor('', request)[0] ?? '',
        }),
      );
    },
  );
};

export const gameLaunchRoutes: FastifyPluginAsyncTypebox<GameLaunchRoutesOptions> = async (
  app,
  { db, launchers },
) => {
  await app.register(launchRoute, { db, launchers });

  app.post(
    '/game/origins',
    {
      schema: {
        tags: ['games'],
        summary: 'The origins launch URLs point to: the only pages the game page frames',
        body: EmptyBodySchema,
        response: responses(Envelope(GameOriginsSchema)),
      },
    },
    async (request) =>
      ok({
        gameOrigins: [...launchers.values()].flatMap((launcher) => launcher.gameOrigins(request)),
      }),
  );
};
