// Player routes: each call must carry a live login token, and its handler reads the player.

import type { FastifyInstance } from 'fastify';

import type { Queryable } from '../../db/pool.js';
import { authenticatePlayer } from './authenticate.js';
import type { Player } from './repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling player: set on the routes of a scope that called requirePlayerOnEveryRoute. */
    player: Player;
  }
}

/**
 * Resolves Authorization to `request.player` on every route of the plugin `app` belongs to, and
 * answers 401 (errorCode 1) without a live login token. The check runs after the body was
 * validated, so a bad body answers 400 whoever sends it.
 */
export function requirePlayerOnEveryRoute(app: FastifyInstance, db: Queryable): void {
  if (!app.hasRequestDecorator('player')) app.decorateRequest('player');
  app.addHook('preHandler', async (request) => {
    request.player = await authenticatePlayer(db, request.headers.authorization);
  });
}
