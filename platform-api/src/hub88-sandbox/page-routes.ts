// The sandbox's game pages, their artwork, and the calls their spin button makes.

import type { FastifyInstance } from 'fastify';

import type { SandboxFreebets } from './freebets-api.js';
import { findSandboxGame, thumbnail } from './games.js';
import { PLAY_CSS, PLAY_JS, playPage } from './play-page.js';
import type { SandboxSessions } from './sessions.js';
import { freeSpin, spin, STAKE_UNITS, supplierPromoWin } from './spin.js';
import type { WalletCall } from './wallet-client.js';

/** A tournament prize: five stakes. */
const PROMO_PRIZE_UNITS = 5 * STAKE_UNITS;

export interface PageRoutesOptions {
  publicUrl: string;
  sessions: SandboxSessions;
  wallet: WalletCall;
  /** The rewards whose free rounds the game page plays first. */
  freebets: SandboxFreebets;
  /** Who may frame the game page: the operator's sites. */
  frameAncestors: string;
}

export function pageRoutes(app: FastifyInstance, options: PageRoutesOptions): void {
  const { publicUrl, sessions, wallet, freebets, frameAncestors } = options;
  const policy = `default-src 'self'; frame-ancestors ${frameAncestors}; base-uri 'none'`;

  app.get('/games/play', async (request, reply) => {
    const session = sessions.get((request.query as { session?: unknown }).session);
    const game = session && findSandboxGame(publicUrl, session.gameCode);
    if (!session || !game) return reply.code(404).type('text/plain').send('No such game session');
    const sessionId = String((request.query as { session: string }).session);
    return reply
      .header('content-security-policy', policy)
      .type('text/html')
      .send(playPage(game.name, sessionId));
  });
  app.get('/games/play.js', async (_request, reply) => reply.type('text/javascript').send(PLAY_JS));
  app.get('/games/play.css', async (_request, reply) => reply.type('text/css').send(PLAY_CSS));
  app.get('/thumbs/:file', async (request, reply) => {
    const code = (request.params as { file: string }).file.replace(/\.svg$/, '');
    const game = findSandboxGame(publicUrl, code);
    if (!game) return reply.code(404).type('text/plain').send('No such game');
    return reply.type('image/svg+xml').send(thumbnail(game));
  });

  const sessionOf = (body: unknown) =>
    sessions.get(typeof body === 'object' && body !== null ? Reflect.get(body, 'session') : null);
  app.post('/games/balance', async (request, reply) => {
    const session = sessionOf(request.body);
    if (!session) return reply.code(404).send({ message: 'No such game session' });
    const answer = await wallet('user/balance', {
      user: session.user,
      token: session.token,
      game_code: session.gameCode,
    });
    const reward = freebets.playableReward(session.user, session.gameCode, session.currency);
    // The next free round, so the page says which one the button plays.
    const nextFreeRound =
      reward === null ? undefined : { number: reward.played + 1, total: reward.bet_count };
    return { ...answer, message: '', nextFreeRound };
  });
  // A supplier promotion's prize for the session's player, as a supplier's tournament pays it:
  // what the sandbox sends to show (and test) the operator's supplier-promotion policy.
  app.post('/games/supplier-promo', async (request, reply) => {
    const session = sessionOf(request.body);
    if (!session) return reply.code(404).send({ message: 'No such game session' });
    return supplierPromoWin(wallet, session, PROMO_PRIZE_UNITS);
  });
  app.post('/games/spin', async (request, reply) => {
    const session = sessionOf(request.body);
    if (!session) return reply.code(404).send({ message: 'No such game session' });
    const reward = freebets.playableReward(session.user, session.gameCode, session.currency);
    if (reward === null) return spin(wallet, session);
    const played = await freeSpin(wallet, session, reward);
    const next = freebets.playableReward(session.user, session.gameCode, session.currency);
    return {
      ...played,
      nextFreeRound: next === null ? undefined : { number: next.played + 1, total: next.bet_count },
    };
  });
}
