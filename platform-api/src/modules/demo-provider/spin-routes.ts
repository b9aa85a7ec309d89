import { randomUUID } from 'node:crypto';

import { AMOUNT_PATTERN, Envelope, literals } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import { ok, responses } from '../../http/schemas.js';
import { Money } from '../../money/amounts.js';
import { MAX_TARGET, MIN_TARGET } from './dice-engine.js';
import type { GatewayClient } from './gateway-client.js';
import { type DemoRound, findDemoSession, insertDemoRound, markResolved } from './repository.js';
import type { RandomInt } from './round-outcome.js';
import { placeBet, settleRound } from './round-play.js';

import { demoGameOf } from './game-key.js';

export interface SpinRoutesOptions {
  db: pg.Pool;
  gateway: GatewayClient;
  randomInt: RandomInt;
}

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
  jackpot: Type.Optional(
    Type.String({ description: "The brand's jackpot, won by five Crowns on a payline" }),
  ),
  freeSpin: Type.Optional(
    Type.Object({
      number: Type.Integer({ description: 'Which free spin of the grant this was' }),
      total: Type.Integer(),
    }),
  ),
});

/** `api/spin`: one round of a game page's provider session, settled through the gateway. */
export const spinRoutes: FastifyPluginAsyncTypebox<SpinRoutesOptions> = async (
  app,
  { db, gateway, randomInt },
) => {
  app.post(
    '/api/spin',
    {
      schema: {
        tags: ['demo provider'],
        summary: 'Play one round: bet, draw, win (even 0) through the gateway',
        description:
          'Slots answer reels and paying lines; dice need `dice` and answer the roll. With ' +
          '`freeSpinOf` (a grant id) the round is a free spin of that grant at its stake (`stake` ' +
          "must be the grant's): nothing is taken from the player, the win goes to the grant " +
          '(gateway free-spin), and the answer says which spin it was and what is left.',
        body: Type.Object(
          {
            sessionId: Type.String({ format: 'uuid' }),
            stake: Type.String({ pattern: AMOUNT_PATTERN }),
            freeSpinOf: Type.Optional(Type.String({ format: 'uuid' })),
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
      const { sessionId, stake, dice, freeSpinOf } = request.body;
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

      const round: DemoRound = {
        roundId: randomUUID(),
        sessionId,
        betTransactionId: randomUUID(),
        winTransactionId: randomUUID(),
        freeSpinGrant: freeSpinOf ?? null,
        stake,
        choices: dice === undefined ? {} : { dice },
        outcome: null,
        win: null,
      };
      const deps = { db, gateway, randomInt };
      await insertDemoRound(db, round);
      try {
        await placeBet(deps, session, round);
      } catch (error) {
        // A refusal is final: the bet was not taken, so there is no round to finish.
        if (error instanceof ApiError) await markResolved(db, round.roundId);
        throw error;
      }
      const { settled, jackpot, win, shown } = await settleRound(
        deps,
        session,
        game.engine,
        round,
      ).catch(async (error: unknown) => {
        // A free spin is refused at its settlement (no spin left, not this game): nothing was
        // taken, so there is no round to finish.
        if (round.freeSpinGrant !== null && error instanceof ApiError) {
          await markResolved(db, round.roundId);
        }
        throw error;
      });
      return ok({
        roundId: round.roundId,
        stake,
        win,
        balance: (jackpot ?? settled).balance,
        currency: settled.currency,
        ...shown,
        ...(jackpot === null ? {} : { jackpot: jackpot.amount }),
        ...(settled.freeSpin === undefined ? {} : { freeSpin: settled.freeSpin }),
      });
    },
  );
};
