// GET /admin/v1/reports/<name>, and the dashboard (dashboard-routes.ts): the back office's
// figures, within the caller's brand scope (docs/api.md#reports).

import {
  BrandIdSchema,
  DaySchema,
  Envelope,
  GamePerformanceRowSchema,
  GgrRowSchema,
  NgrRowSchema,
  PaymentsRowSchema,
  ReportFormatSchema,
  ReportSchema,
  type ReportName,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from '@sinclair/typebox';
import type pg from 'pg';

import type { Operator, StaffRole } from '../../http/admin-access.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { toCsv } from '../../http/csv.js';
import { requireKnownBrand } from '../brand/index.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { checkedDayRange, MAX_REPORT_DAYS } from './day-range.js';
import { REPORTS } from './reports.js';

const tags = ['operator'];
const headers = OperatorKeyHeaders;

interface ReportDefinition {
  name: ReportName;
  roles: StaffRole[];
  row: TObject;
  summary: string;
}

const REPORT_DEFINITIONS: ReportDefinition[] = [
  {
    name: 'ggr',
    roles: ['payments', 'marketing'],
    row: GgrRowSchema,
    summary: 'GGR (stakes − wins) per day, brand, provider, game and currency',
  },
  {
    name: 'ngr',
    roles: ['payments', 'marketing'],
    row: NgrRowSchema,
    summary: 'NGR (GGR − bonuses credited) per day, brand and currency',
  },
  {
    name: 'games',
    roles: ['payments', 'marketing'],
    row: GamePerformanceRowSchema,
    summary:
      'Game performance per day, brand, provider, game and currency: rounds, voided and in ' +
      'progress; wagers and wins, real and incentive apart; theoretical beside actual RTP',
  },
  {
    name: 'payments',
    roles: ['payments'],
    row: PaymentsRowSchema,
    summary: 'Deposits credited and withdrawals paid out per day, brand and currency',
  },
];

const ReportQuery = Type.Object(
  {
    brandId: Type.Optional(BrandIdSchema),
    from: DaySchema,
    to: DaySchema,
    format: Type.Optional(ReportFormatSchema),
  },
  { additionalProperties: false },
);

/** The brands a report covers: the one asked for (in scope and existing), else the scope's. */
async function reportBrands(db: pg.Pool, operator: Operator, brandId: string | undefined) {
  if (brandId === undefined) return operator.brandIds;
  await requireKnownBrand(db, operator, brandId);
  return [brandId];
}

export const reportRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  await app.register(dashboardRoutes, { db });

  for (const report of REPORT_DEFINITIONS) {
    const columns = Object.keys(report.row.properties);
    app.get(
      `/reports/${report.name}`,
      {
        config: { roles: report.roles },
        schema: {
          tags,
          summary: report.summary,
          description:
            `from and to are UTC days, both included, at most ${MAX_REPORT_DAYS} days apart; ` +
            'without brandId, every brand of the scope. format=csv answers text/csv ' +
            `(columns ${columns.join(', ')}) as an attachment.`,
          headers,
          querystring: ReportQuery,
          response: responses(
            Type.Union([
              Envelope(ReportSchema(report.row)),
              Type.String({ description: 'format=csv: the rows as text/csv' }),
            ]),
          ),
        },
      },
      async (request, reply) => {
        const { brandId, format = 'json' } = request.query;
        const { from, to } = checkedDayRange(request.query.from, request.query.to);
        const brandIds = await reportBrands(db, request.operator, brandId);
        const rows = await REPORTS[report.name](db, { from, to, brandIds });
        if (format === 'json') return ok({ from, to, rows });
        const fileName = `${report.name}-${brandId ?? 'all'}-${from}-${to}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(toCsv(columns, rows));
      },
    );
  }
};
