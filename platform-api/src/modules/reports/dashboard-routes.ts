// GET /admin/v1/brands/:brandId/dashboard(/trend): a brand's figures of today and its last days,
// within the caller's brand scope (docs/api.md#reports).

import {
  BrandIdSchema,
  DASHBOARD_TREND_DAYS,
  DashboardSchema,
  DashboardTrendQuerySchema,
  DashboardTrendSchema,
  Envelope,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { requireKnownBrand } from '../brand/index.js';
import { dashboardOf } from './reports.js';
import { dashboardTrendOf } from './trend.js';

const tags = ['operator'];
const headers = OperatorKeyHeaders;

export const dashboardRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  app.get(
    '/brands/:brandId/dashboard',
    {
      config: { roles: ['payments', 'support', 'marketing'] },
      schema: {
        tags,
        summary: "A brand's figures of today (UTC) so far, per currency, and what waits",
        description: 'An unknown brand is errorCode 6.',
        headers,
        params: Type.Object({ brandId: BrandIdSchema }),
        response: responses(Envelope(DashboardSchema)),
      },
    },
    async (request) => {
      const { brandId } = request.params;
      await requireKnownBrand(db, request.operator, brandId);
      return ok(await dashboardOf(db, brandId, new Date()));
    },
  );

  app.get(
    '/brands/:brandId/dashboard/trend',
    {
      config: { roles: ['payments', 'support', 'marketing'] },
      schema: {
        tags,
        summary: "A brand's last days for the dashboard's charts, every day present",
        description:
          'days (default 30) counts today. Money per currency that moved: GGR and NGR as the ' +
          'reports count them, deposits credited and withdrawals paid out; per day: players ' +
          "who bet, players who registered, requests waiting at the day's end. An unknown " +
          'brand is errorCode 6.',
        headers,
        params: Type.Object({ brandId: BrandIdSchema }),
        querystring: DashboardTrendQuerySchema,
        response: responses(Envelope(DashboardTrendSchema)),
      },
    },
    async (request) => {
      const { brandId } = request.params;
      // The schema fills in the default; the fallback only satisfies the type.
      const days = Number(request.query.days ?? DASHBOARD_TREND_DAYS.default);
      await requireKnownBrand(db, request.operator, brandId);
      return ok(await dashboardTrendOf(db, brandId, new Date(), days));
    },
  );
};
