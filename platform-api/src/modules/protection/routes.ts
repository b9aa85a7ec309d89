// The player's protection calls (`POST /v1/rg/*`, `activity-statement`), each with the login
// token in Authorization, one plugin per resource.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { activityStatementRoutes } from './activity-statement-routes.js';
import { exclusionRoutes } from './exclusion-routes.js';
import { limitRoutes } from './limit-routes.js';
import { playTimeRoutes } from './play-time-routes.js';

export const protectionRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);
  for (const routes of [limitRoutes, exclusionRoutes, playTimeRoutes, activityStatementRoutes]) {
    await app.register(routes, { db });
  }
};
