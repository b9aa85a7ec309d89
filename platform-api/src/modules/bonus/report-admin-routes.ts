// /admin/v1 bonus report of a brand: per offer and currency, as JSON or CSV.

import {
  BonusReportQuerySchema,
  BonusReportRowSchema,
  BonusReportSchema,
  Envelope,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { toCsv } from '../../http/csv.js';
import { badRequestError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { brandParams, jurisdictionOf, BONUS_READERS } from './admin-scope.js';
import { bonusReport } from './report.js';

/** The bonus report's CSV columns: one line per offer and currency. */
const REPORT_COLUMNS = Object.keys(BonusReportRowSchema.properties);

export const bonusReportAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/brands/:brandId/bonus-report',
    {
      config: { roles: BONUS_READERS },
      schema: {
        tags: ['bonus'],
        summary: 'Per offer and currency: claims, granted, converted, forfeited, expired, held',
        description: `format=csv answers text/csv (columns ${REPORT_COLUMNS.join(', ')}).`,
        headers: OperatorKeyHeaders,
        params: brandParams,
        querystring: BonusReportQuerySchema,
        response: responses(
          Type.Union([
            Envelope(BonusReportSchema),
            Type.String({ description: 'format=csv: the rows as text/csv' }),
          ]),
        ),
      },
    },
    async (request, reply) => {
      const { brandId } = request.params;
      const { from, to, format = 'json' } = request.query;
      requireBrand(request.operator, brandId);
      await jurisdictionOf(db, brandId);
      if (from > to) throw badRequestError('from must not be after to');
      const report = await bonusReport(db, brandId, { from, to });
      if (format === 'json') return ok(report);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bonus-${brandId}-${from}-${to}.csv"`)
        .send(toCsv(REPORT_COLUMNS, report.items));
    },
  );
};
