// Hub88's game launcher: a token bound to the player, the game and the wallet's currency, then
// Hub88's game/url for the page the site frames.

import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type pg from 'pg';

import type { GameLaunch } from '@croupier/contracts';
import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { randomSecret, sha256 } from '../../security/tokens.js';
import type { GameLauncher, GameLaunchRequest } from '../game-launch/index.js';
import { isHub88Scale } from './amounts.js';
import { Hub88CallError, type Hub88Call } from './games-client.js';
import { currencyScale, findHub88Game, insertTokenSession } from './launch-repository.js';
import { HUB88_SESSION_TTL_SECONDS } from './wallet.js';

const GameUrlAnswer = TypeCompiler.Compile(
  Type.Object({ url: Type.String({ pattern: '^https?://[^\\s]+$' }) }),
);
const MOBILE = /Mobi|Android|iPhone|iPad/i;

/** The launcher name of Hub88's suppliers (game_providers). */
export const HUB88_LAUNCHER = 'hub88';

/** Launches the games of Hub88's suppliers; `gameOrigins`: where Hub88's game pages are. */
export function hub88Launcher(db: pg.Pool, hub88: Hub88Call, gameOrigins: string[]): GameLauncher {
  return {
    launch: (request) => launchHub88Game(db, hub88, request),
    gameOrigins: () => gameOrigins,
  };
}

/** Launches `request`'s game at Hub88. */
async function launchHub88Game(
  db: pg.Pool,
  hub88: Hub88Call,
  request: GameLaunchRequest,
): Promise<GameLaunch> {
  const game = await findHub88Game(db, request.gpid, request.gameCode);
  if (game === null) throw notFoundError(`Hub88 plays no game ${request.gameCode}`);
  if (!game.enabled) throw notFoundError(`${request.gameCode} is switched off`);
  const scale = await currencyScale(db, request.currency);
  if (!isHub88Scale(scale)) {
    throw badRequestError(
      `Hub88 games play in currencies of at most 5 decimals; ${request.currency} has ${scale}`,
    );
  }
  const token = randomSecret();
  const expiresAt = await insertTokenSession(db, {
    tokenHash: sha256(token),
    playerId: request.playerId,
    gpid: request.gpid,
    code: request.gameCode,
    currency: request.currency,
    ttlSeconds: HUB88_SESSION_TTL_SECONDS,
  });
  const answer = await hub88('game/url', {
    user: request.playerId,
    token,
    sub_partner_id: request.brandId,
    platform: MOBILE.test(request.userAgent) ? 'GPL_MOBILE' : 'GPL_DESKTOP',
    game_code: game.gameCode,
    currency: request.currency,
    lang: request.language,
    lobby_url: request.lobbyUrl,
    ip: request.ip,
    country: request.country,
  }).catch((error: unknown) => {
    if (error instanceof Hub88CallError) {
      throw new ApiError(ErrorCode.aggregatorUnavailable, error.message);
    }
    throw error;
  });
  if (!GameUrlAnswer.Check(answer)) {
    throw new ApiError(ErrorCode.aggregatorUnavailable, 'Hub88 game/url answered no URL');
  }
  return { launchUrl: answer.url, expiresAt: expiresAt.toISOString() };
}
