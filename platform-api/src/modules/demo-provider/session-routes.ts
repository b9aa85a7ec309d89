import { Envelope } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { FreeSpinsDataSchema } from '../gateway/index.js';
import { ok, responses } from '../../http/schemas.js';
import type { GatewayClient } from './gateway-client.js';
import { findDemoSession, insertDemoSession, unresolvedRounds } from './repository.js';
import type { RandomInt } from './round-outcome.js';
import { resumeRound } from './round-play.js';

import { demoGameOf, GAME_PATTERN } from './game-key.js';

export interface SessionRoutesOptions {
  db: pg.Pool;
  gateway: GatewayClient;
  /** What a round left undrawn by a crash is drawn with when its player comes back. */
  randomInt: RandomInt;
}

const SessionResultSchema = Type.Composite([
  Type.Object({
    sessionId: Type.String(),
    username: Type.String(),
    balance: Type.String(),
    currency: Type.String(),
  }),
  FreeSpinsDataSchema,
]);

/** `api/session`: a game page trades its launch URL's game token for a provider session. */
export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (
  app,
  { db, gateway, randomInt },
) => {
  app.post(
    '/api/session',
    {
      schema: {
        tags: ['demo provider'],
        summary:
          "Exchange the launch URL's game token for a session (gateway authenticate), with the " +
          'free spins its player can play on the game (gateway free-spins)',
        body: Type.Object(
          {
            token: Type.String({ minLength: 1, maxLength: 256 }),
            game: Type.String({ pattern: GAME_PATTERN }),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(SessionResultSchema)),
      },
    },
    async (request) => {
      const game = await demoGameOf(db, request.body.game);
      const session = await gateway.call(game.gpid, 'authenticate', { token: request.body.token });
      if (session.gameCode !== game.code) {
        throw badRequestError(`The token launches ${session.gameCode}, not ${game.code}`);
      }
      const demoSession = {
        sessionId: session.sessionId,
        gpid: game.gpid,
        gameCode: game.code,
        currency: session.currency,
        scale: session.balance.split('.')[1]?.length ?? 0,
        playerId: session.player.playerId,
      };
      await insertDemoSession(db, demoSession);
      // Back in the game: the rounds a crash or a lost connection left open are finished first.
      const unfinished = await unresolvedRounds(db, demoSession);
      const deps = { db, gateway, randomInt };
      for (const round of unfinished) {
        // Its own session: the player may play in another currency now.
        const played = await findDemoSession(db, round.sessionId);
        if (played === null) throw new Error(`Round ${round.roundId} has no session`);
        await resumeRound(deps, played, game.engine, round);
      }
      const balance =
        unfinished.length === 0
          ? session.balance
          : (await gateway.call(game.gpid, 'balance', { sessionId: session.sessionId })).balance;
      const { freeSpins } = await gateway.call(game.gpid, 'free-spins', {
        sessionId: session.sessionId,
      });
      return ok({
        sessionId: session.sessionId,
        username: session.player.username,
        balance,
        currency: session.currency,
        freeSpins,
      });
    },
  );
};
