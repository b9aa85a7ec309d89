// Game launching (/v1/game) and the gateway providers call back (/gateway/v1/:gpid/…).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

import { ApiError, ErrorCode, notFoundError } from '../../http/errors.js';
import { Envelope, ok, requiresAuthorization, responses } from '../../http/schemas.js';
import { randomSecret, sha256 } from '../../security/tokens.js';
import { authenticatePlayer } from '../auth/index.js';
import { gameOriginsFor } from '../brand/index.js';
import type { WalletEventBatcher } from '../wallet-events/index.js';
import { findWalletProfile } from '../wallet/index.js';
import { authenticate, balance, bet, rollback, win } from './callbacks.js';
import { findLaunchableGame, insertGameToken } from './repository.js';
import {
  AuthenticateDataSchema,
  AuthenticateRequestSchema,
  BalanceDataSchema,
  BalanceRequestSchema,
  BetRequestSchema,
  GameLaunchRequestSchema,
  GameOriginsSchema,
  GameLaunchSchema,
  GpidSchema,
  RollbackRequestSchema,
  TransactionDataSchema,
  WinRequestSchema,
} from './schemas.js';
import { isValidSignature, providerSecretOf, SIGNATURE_HEADER } from './signature.js';

/** A launch URL must be opened, and its token exchanged, within this time. */
export const GAME_TOKEN_TTL_SECONDS = 120;

/** Where the built-in demo provider serves its game pages. */
export const DEMO_PROVIDER_PATH = '/demo-provider';

export interface GameLaunchRoutesOptions {
  db: pg.Pool;
  /** Origin prefixed to launch URLs; '' keeps them relative. */
  demoProviderPublicUrl: string;
}

export const gameLaunchRoutes: FastifyPluginAsyncTypebox<GameLaunchRoutesOptions> = async (
  app,
  { db, demoProviderPublicUrl },
) => {
  app.post(
    '/game',
    {
      schema: {
        tags: ['games'],
        summary: "Launch a game: a URL of the provider's game page with a one-time game token",
        description:
          'The token is exchanged once by the provider (gateway authenticate) within ' +
          `${GAME_TOKEN_TTL_SECONDS} s. Needs a login token; an unknown game is errorCode 6.`,
        security: requiresAuthorization,
        body: GameLaunchRequestSchema,
        response: responses(Envelope(GameLaunchSchema)),
      },
    },
    async (request) => {
      const player = await authenticatePlayer(db, request.headers.authorization);
      const { gpid, gameCode } = request.body;
      const game = await findLaunchableGame(db, gpid, gameCode);
      if (game === null) throw notFoundError(`No game ${gameCode} of provider ${gpid}`);
      const profile = await findWalletProfile(db, player.id);
      if (profile === null) throw new Error(`Player ${player.id} has no row`);
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

  app.post(
    '/game/origins',
    {
      schema: {
        tags: ['games'],
        summary: 'The origins launch URLs point to: the only pages the game page frames',
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(Envelope(GameOriginsSchema)),
      },
    },
    async (request) => ok({ gameOrigins: gameOriginsFor(demoProviderPublicUrl, request) }),
  );
};

export interface GatewayRoutesOptions {
  db: pg.Pool;
  walletEvents: WalletEventBatcher;
  providerSecrets: Record<string, string> | null;
}

const tags = ['gateway'];
const GpidParamsSchema = Type.Object({ gpid: GpidSchema });

export const gatewayRoutes: FastifyPluginAsyncTypebox<GatewayRoutesOptions> = async (
  app,
  { db, walletEvents, providerSecrets },
) => {
  // The signature covers the exact bytes sent, so the body is kept as received.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body.toString());
    parseJson(request, body.toString(), done);
  });
  app.addHook('preValidation', async (request) => {
    const { gpid } = request.params as { gpid: string };
    const secret = providerSecretOf(providerSecrets, gpid);
    const body = rawBodies.get(request) ?? '';
    if (secret === null || !isValidSignature(body, secret, request.headers[SIGNATURE_HEADER])) {
      throw new ApiError(ErrorCode.gatewaySignature, 'Missing or invalid X-Signature');
    }
  });

  const schemaOf = <Body extends TSchema, Data extends TSchema>(
    summary: string,
    body: Body,
    data: Data,
  ) => ({
    schema: {
      tags,
      summary,
      description:
        'Header X-Signature: hex HMAC-SHA256 of the raw body with the provider secret ' +
        '(errorCode 21 when missing or wrong). Bets, wins and rollbacks are idempotent by ' +
        'transactionId: a repeat with the same body answers the stored result.',
      params: GpidParamsSchema,
      body,
      response: responses(Envelope(data)),
    },
  });

  app.post(
    '/:gpid/authenticate',
    schemaOf(
      'Exchange a one-time game token for a session',
      AuthenticateRequestSchema,
      AuthenticateDataSchema,
    ),
    async (request) => ok(await authenticate(db, request.params.gpid, request.body.token)),
  );
  app.post(
    '/:gpid/balance',
    schemaOf("The session player's balance", BalanceRequestSchema, BalanceDataSchema),
    async (request) => ok(await balance(db, request.params.gpid, request.body.sessionId)),
  );
  app.post(
    '/:gpid/bet',
    schemaOf(
      'Take a bet from the player (errorCode 20 when the balance is short)',
      BetRequestSchema,
      TransactionDataSchema,
    ),
    async (request) => ok(await bet(db, walletEvents, request.params.gpid, request.body)),
  );
  app.post(
    '/:gpid/win',
    schemaOf(
      'Pay a win (zero allowed) and settle the round',
      WinRequestSchema,
      TransactionDataSchema,
    ),
    async (request) => ok(await win(db, walletEvents, request.params.gpid, request.body)),
  );
  app.post(
    '/:gpid/rollback',
    schemaOf(
      'Reverse a bet; an unknown transactionId succeeds and refuses that bet later',
      RollbackRequestSchema,
      TransactionDataSchema,
    ),
    async (request) => ok(await rollback(db, walletEvents, request.params.gpid, request.body)),
  );
};
