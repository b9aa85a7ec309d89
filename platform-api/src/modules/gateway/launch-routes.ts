// Game launching (/v1/game): a one-time game token in a URL of the provider's game page.

import {
  EmptyBodySchema,
  Envelope,
  GameLaunchRequestSchema,
  GameLaunchSchema,
  GameOriginsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import type { GameLaunch } from '@croupier/contracts';
import { notFoundError } from '../../http/errors.js';
import { ok, playerCall, responses } from '../../http/schemas.js';
import { randomSecret, sha256 } from '../../security/tokens.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { gameOriginsFor } from '../brand/index.js';
import { findGame } from '../catalog/index.js';
import { checkGameNotSuspended } from '../compliance/index.js';
import { findWalletProfile } from '../wallet/index.js';
import { insertGameToken } from './repository.js';

/** A launch URL must be opened, and its token exchanged, within this time. */
export const GAME_TOKEN_TTL_SECONDS = 120;

/** Where the built-in demo provider serves its game pages. */
export const DEMO_PROVIDER_PATH = '/demo-provider';

/** What a launch of a game played elsewhere (at Hub88) needs to know. */
export interface ExternalLaunchRequest {
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

/** Launches a game played elsewhere; null when the game is not one of those. */
export type ExternalLauncher = (request: ExternalLaunchRequest) => Promise<GameLaunch | null>;

export interface GameLaunchRoutesOptions {
  db: pg.Pool;
  /** Origin prefixed to launch URLs; '' keeps them relative. */
  demoProviderPublicUrl: string;
  externalLauncher?: ExternalLauncher;
  /** Origins of the game pages external launchers answer. */
  externalGameOrigins?: string[];
}

/** `game`: launching needs a login token. */
const launchRoute: FastifyPluginAsyncTypebox<GameLaunchRoutesOptions> = async (
  app,
  { db, demoProviderPublicUrl, externalLauncher },
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
      const game = await findGame(db, gpid, gameCode);
      if (game === null) throw notFoundError(`No game ${gameCode} of provider ${gpid}`);
      await checkGameNotSuspended(db, player.brandId, gpid, gameCode);
      const profile = await findWalletProfile(db, player.id);
      if (profile === null) throw new Error(`Player ${player.id} has no row`);
      const external = await externalLauncher?.({
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
      });
      if (external) return ok(external);
      const token = randomSecret();
      const expiresAt = await insertGameToken(db, {
        tokenHash: sha256(token),
        playerId: player.id,
        gpid,
        gameCode,
        currency: profile.activeWallet,
        ttlSeconds: GAME_TOKEN_TTL_SECONDS,
      });
      const query = new URLSearchParams({ token, game: `${gpid}:${gameCode}` });
      return ok({
        launchUrl: `${demoProviderPublicUrl}${DEMO_PROVIDER_PATH}/play?${query}`,
        expiresAt: expiresAt.toISOString(),
      });
    },
  );
};

export const gameLaunchRoutes: FastifyPluginAsyncTypebox<GameLaunchRoutesOptions> = async (
  app,
  { db, demoProviderPublicUrl, externalLauncher, externalGameOrigins = [] },
) => {
  await app.register(launchRoute, { db, demoProviderPublicUrl, externalLauncher });

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
        gameOrigins: [...gameOriginsFor(demoProviderPublicUrl, request), ...externalGameOrigins],
      }),
  );
};
