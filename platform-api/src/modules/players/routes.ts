// The operator's players (/admin/v1/players), one plugin a resource: search and profile,
// histories (with a round's recall), then the changes (change-routes.ts).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { playerChangeRoutes } from './change-routes.js';
import { playerHistoryRoutes } from './history-routes.js';
import { playerProfileRoutes } from './profile-routes.js';
import type { PlayerAdminRoutesOptions } from './scope.js';

/** Every player route: the reads, then the changes. */
export const playerAdminRoutes: FastifyPluginAsyncTypebox<PlayerAdminRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(playerProfileRoutes, options);
  await app.register(playerHistoryRoutes, options);
  await app.register(playerChangeRoutes, options);
};
