// The player's bonuses (/v1/bonus/list); the operator's promotion credit is in admin-routes.ts.

import { BonusSchema, PageRequestSchema, PageSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { pageAskedFor } from '../../http/paging.js';
import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { toBonus } from './bonuses.js';
import { listBonuses } from './repository.js';

export const bonusRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);
  app.post(
    '/bonus/list',
    playerCall('bonus', PageSchema(BonusSchema), {
      summary: "The logged-in player's bonuses, newest first",
      body: PageRequestSchema,
    }),
    async (request) => {
      const page = pageAskedFor(request.body);
      const { items, total } = await listBonuses(db, request.player.id, page);
      return ok({ items: items.map(toBonus), total, ...page });
    },
  );
};
