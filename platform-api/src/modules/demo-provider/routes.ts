// The built-in demo provider: a game server that plays the catalogue's games and settles them
// through the gateway over HTTP like any outside provider; it never touches the ledger.

import { randomBytes, randomInt, randomUUID } from 'node:crypto';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Decimal } from 'decimal.js';
import type pg from 'pg';

import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { Envelope, literals, ok, responses } from '../../http/schemas.js';
import { AMOUNT_PATTERN, Money } from '../../money/amounts.js';
import type { BrandDomains } from '../brand/index.js';
import { MAX_TARGET, MIN_TARGET, roll } from './dice-engine.js';
import type { GatewayClient } from './gateway-client.js';
import { playPage } from './play-page.js';
import { findDemoGame, findDemoSession, insertDemoSession, type DemoGame } from './repository.js';
import { spin, stakeMultiple } from './slot-engine.js';

export interface DemoProviderRoutesOptions {
  db: pg.Pool;
  gateway: GatewayClient;
  /** The sites that frame the game pages. */
  brandDomains: BrandDomains;
}

const tags = ['demo provider'];
const GAME_PATTERN = '^[A-Z0-9]{2,10}:[^:]{1,64}$';

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

export const demoProviderRoutes: FastifyPluginAsyncTypebox<DemoProviderRoutesOptions> = async (
  app,
  { db, gateway, brandDomains },
) => {
  const gameOf = async (game: string): Promise<DemoGame> => {
    const [gpid = '', code = ''] = game.split(':');
    const found = await findDemoGame(db, gpid, code);
    if (found === null) throw notFoundError(`No game ${game}`);
    return found;
  };

  app.get(
    '/play',
    {
      schema: {
        tags,
        summary: 'The game page a launch URL opens',
        querystring: Type.Object({
          token: Type.String({ minLength: 1, maxLength: 256 }),
          game: Type.String({ pattern: GAME_PATTERN }),
        }),
      },
    },
    async (request, reply) => {
      const game = await gameOf(request.query.game);
      const nonce = randomBytes(16).toString('base64');
      // Framed by the brands' sites on any scheme and port of their hosts, by nobody else.
      const frameAncestors = (await brandDomains.list()).map((domain) => `${domain}:*`).join(' ');
      return (
        reply
          .header(
            'content-security-policy',
            `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; ` +
              "connect-src 'self'; base-uri 'none'; form-action 'none'; " +
              `frame-ancestors ${frameAncestors || "'none'"}`,
          )
          .removeHeader('x-frame-options')
          // The URL carries the game token: never send it on as a Referer.
          .header('referrer-policy', 'no-referrer')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(playPage(game, nonce))
      );
    },
  );

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
      const game = await gameOf(request.body.game);
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
      const game = await gameOf(`${session.gpid}:${session.gameCode}`);
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
