import { randomInt, randomUUID } from 'node:crypto';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Decimal } from 'decimal.js';
import type pg from 'pg';

import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import { Envelope, literals, ok, responses } from '../../http/schemas.js';
import { AMOUNT_PATTERN, Money } from '../../money/amounts.js';
import { MAX_TARGET, MIN_TARGET, roll } from './dice-engine.js';
import type { GatewayClient } from './gateway-client.js';
import { findDemoSession, insertDemoSession } from './repository.js';
import { spin, stakeMultiple } from './slot-engine.js';

import { demoGameOf, GAME_PATTERN } from './game-key.js';

export interface RoundRoutesOptions {
  db: pg.Pool;
  gateway: GatewayClient;
}

const tags = ['demo provider'];

const SessionResultSchema = Type.Object({
  sessionId: Type.String(),
  username: Type.String(),
  balance: Type.String(),
  currency: Type.String(),
});
const SpinResultSchema = Type.Object({
  roundId: Type.String(),
  stake: Type.String(),
  win: Type.String(),
  balance: Type.String(),
  currency: Type.String(),
  reels: Type.Optional(Type.Array(Type.Array(Type.Integer()))),
  lines: Type.Optional(
    Type.Array(
      Type.Object({
        line: Type.Integer(),
        symbol: Type.Integer(),
        count: Type.Integer(),
        multiplier: Type.Integer(),
      }),
    ),
  ),
  roll: Type.Optional(Type.Integer({ description: 'Hundredths: 0 … 9999 shows 0.00 … 99.99' })),
});

/** `api/session` and `api/spin`: a game page's session and rounds, settled through the gateway. */
export const roundRoutes: FastifyPluginAsyncTypebox<RoundRoutesOptions> = async (
  app,
  { db, gateway },
) => {
  app.post(
    '/api/session',
    {
      schema: {
        tags,
        summary: "Exchange the launch URL's game token for a session (gateway authenticate)",
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
      await insertDemoSession(db, {
        sessionId: session.sessionId,
        gpid: game.gpid,
        gameCode: game.code,
        currency: session.currency,
        scale: session.balance.split('.')[1]?.length ?? 0,
      });
      return ok({
        sessionId: session.sessionId,
        username: session.player.username,
        balance: session.balance,
        currency: session.currency,
      });
    },
  );

  app.post(
    '/api/spin',
    {
      schema: {
        tags,
        summary: 'Play one round: bet, draw, win (even 0) through the gateway',
        description: 'Slots answer reels and paying lines; dice need `dice` and answer the roll.',
        body: Type.Object(
          {
            sessionId: Type.String({ format: 'uuid' }),
            stake: Type.String({ pattern: AMOUNT_PATTERN }),
            dice: Type.Optional(
              Type.Object(
                {
                  direction: literals(['over', 'under'] as const),
                  target: Type.Integer({ minimum: MIN_TARGET, maximum: MAX_TARGET }),
                },
                { additionalProperties: false },
              ),
            ),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(SpinResultSchema)),
      },
    },
    async (request) => {
      const { sessionId, stake, dice } = request.body;
      const session = await findDemoSession(db, sessionId);
      if (session === null) {
        throw new ApiError(ErrorCode.gameSessionInvalid, 'Unknown demo provider session');
      }
      const game = await demoGameOf(db, `${session.gpid}:${session.gameCode}`);
      if (game.engine === 'dice' && dice === undefined) {
        throw badRequestError('A dice round needs dice: { direction, target }');
      }
      const stakeAmount = new Money(stake);
      if (stakeAmount.lte(0)) throw badRequestError('stake must be greater than zero');

      const roundId = randomUUID();
      await gateway.call(session.gpid, 'bet', {
        sessionId,
        transactionId: randomUUID(),
        roundId,
        gameCode: session.gameCode,
        amount: stake,
      });
      // The draw happens once the stake is taken.
      const outcome =
        game.engine === 'slot'
          ? slotRound(stakeAmount)
          : diceRound(stakeAmount, dice ?? { direction: 'over', target: MIN_TARGET });
      const winAmount = outcome.win.toDecimalPlaces(session.scale, Decimal.ROUND_DOWN);
      const settled = await gateway.call(session.gpid, 'win', {
        sessionId,
        transactionId: randomUUID(),
        roundId,
        amount: winAmount.toFixed(),
      });
      return ok({
        roundId,
        stake,
        win: winAmount.toFixed(session.scale),
        balance: settled.balance,
        currency: settled.currency,
        ...outcome.shown,
      });
    },
  );
};

function slotRound(stake: Decimal) {
  const { grid, wins } = spin(randomInt);
  const { numerator, denominator } = stakeMultiple(wins);
  return { win: stake.times(numerator).div(denominator), shown: { reels: grid, lines: wins } };
}

function diceRound(stake: Decimal, bet: Parameters<typeof roll>[0]) {
  const result = roll(bet, randomInt);
  return { win: stake.times(result.multiplier), shown: { roll: result.roll } };
}
