import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import type { RateLimitSettings } from '../../config.js';
import { loginRoutes } from './login-routes.js';
import { playerRoutes } from './player-routes.js';

export interface AuthRoutesOptions {
  db: pg.Pool;
  rateLimits: RateLimitSettings;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { db, rateLimits },
) => {
  await app.register(loginRoutes, { db, rateLimits });
  await app.register(playerRoutes, { db, rateLimits });
};
