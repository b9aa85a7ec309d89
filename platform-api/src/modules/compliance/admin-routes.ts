// `GET /admin/v1/significant-events`: the significant events report (GLI-19 2.8.8, 2.9.5) as a
// page with counts per type, or CSV.

import {
  Envelope,
  SignificantEventQuerySchema,
  SignificantEventReportSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { toCsv } from '../../http/csv.js';
import { badRequestError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { playSuspensionRoutes } from './play-suspension-routes.js';
import { periodStart, significantEvents } from './significant-events.js';

const CSV_COLUMNS = [
  'at',
  'type',
  'component',
  'brandId',
  'playerId',
  'actor',
  'reason',
  'before',
  'after',
  'ip',
] as const;
/** A CSV export holds the whole filter up to this many events. */
const CSV_MAX_ROWS = 100_000;

export const complianceAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  await app.register(playSuspensionRoutes, { db });

  app.get(
    '/significant-events',
    {
      config: { roles: ['support', 'payments'] },
      schema: {
        tags: ['compliance'],
        summary: 'Significant events: failed logins, large wins, wagers and payments, changes …',
        description:
          'Newest first, with the count of each type over the filter (empty counts: no ' +
          'activity). `period` day | month | year | life (to date, UTC; default day) unless ' +
          `from or to is given. format=csv answers text/csv (columns ${CSV_COLUMNS.join(', ')}).`,
        headers: OperatorKeyHeaders,
        querystring: SignificantEventQuerySchema,
        response: responses(
          Type.Union([
            Envelope(SignificantEventReportSchema),
            Type.String({ description: 'format=csv: the events as text/csv' }),
          ]),
        ),
      },
    },
    async (request, reply) => {
      const { period = 'day', type, brandId, actor, format = 'json' } = request.query;
      const now = new Date();
      const explicit = request.query.from !== undefined || request.query.to !== undefined;
      const from = explicit
        ? request.query.from === undefined
          ? null
          : new Date(request.query.from)
        : periodStart(period, now);
      const to = request.query.to === undefined ? now : new Date(request.query.to);
      if (from !== null && from > to) throw badRequestError('from must not be after to');
      if (brandId !== undefined) requireBrand(request.operator, brandId);
      const filter = { from, to, type, brandId, actor, brandIds: request.operator.brandIds };
      if (format === 'csv') {
        const report = await significantEvents(db, filter, { page: 1, pageSize: CSV_MAX_ROWS });
        // An empty cell where the event has no value; before and after as JSON.
        const rows = report.items.map((event) => ({
          ...event,
          brandId: event.brandId ?? '',
          playerId: event.playerId ?? '',
          ip: event.ip ?? '',
          before: event.before === null ? '' : JSON.stringify(event.before),
          after: event.after === null ? '' : JSON.stringify(event.after),
        }));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="significant-events.csv"')
          .send(toCsv(CSV_COLUMNS, rows));
      }
      const { page = '1', pageSize = '20' } = request.query;
      return ok(
        await significantEvents(db, filter, { page: Number(page), pageSize: Number(pageSize) }),
      );
    },
  );
};
