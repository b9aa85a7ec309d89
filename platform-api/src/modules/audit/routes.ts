// GET /admin/v1/audit: the audit trail, filtered and paged (or as CSV), the filters' choices and
// the failed logins per username, for owners of every brand.

import {
  AuditChoicesSchema,
  AuditRowSchema,
  BrandIdSchema,
  Envelope,
  FailedLoginGroupSchema,
  PageSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { toCsv } from '../../http/csv.js';
import { ok, responses } from '../../http/schemas.js';
import { auditChoices, failedLoginGroups, listAudit } from './repository.js';

const TimeRange = {
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
};

// Query strings arrive as text (types are not coerced): numbers and choices are patterns.
const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    brand: Type.Optional(BrandIdSchema),
    target: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'The start of the target' }),
    ),
    ...TimeRange,
    failedLogins: Type.String({
      pattern: '^(include|hide|only)$',
      default: 'include',
      description: 'include, hide or only the failed logins (auth.login-refused, -locked, …)',
    }),
    page: Type.String({ pattern: '^[1-9][0-9]{0,5}$', default: '1' }),
    pageSize: Type.String({
      pattern: '^([1-9][0-9]?|100)$',
      default: '50',
      description: '1 to 100',
    }),
    format: Type.String({ pattern: '^(json|csv)$', default: 'json' }),
  },
  { additionalProperties: false },
);

const CSV_COLUMNS = [
  'at',
  'actor',
  'actorKind',
  'action',
  'brandId',
  'target',
  'before',
  'after',
  'ip',
] as const;
/** A CSV export holds the whole filter up to this many rows. */
const CSV_MAX_ROWS = 100_000;
/** The usernames the failed-logins summary lists at most. */
const FAILED_LOGIN_GROUPS = 100;

const everyBrandOwner = { roles: ['owner'], everyBrand: true } as const;

export const auditRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: everyBrandOwner,
      schema: {
        tags: ['operator'],
        summary: 'The audit trail of admin writes and logins, newest first',
        description:
          'from ≤ at < to. Owners scoped to every brand only. format=csv answers the whole ' +
          `filter as text/csv (columns ${CSV_COLUMNS.join(', ')}; before and after as JSON).`,
        querystring: AuditQuery,
        response: responses(
          Type.Union([
            Envelope(PageSchema(AuditRowSchema)),
            Type.String({ description: 'format=csv: the rows as text/csv' }),
          ]),
        ),
      },
    },
    async (request, reply) => {
      const { brand, page: pageText, pageSize: pageSizeText, format, ...rest } = request.query;
      const filter = {
        ...rest,
        brandId: brand,
        failedLogins: rest.failedLogins as 'include' | 'hide' | 'only',
      };
      if (format === 'csv') {
        const { items } = await listAudit(db, filter, { page: 1, pageSize: CSV_MAX_ROWS });
        const rows = items.map((row) => ({
          ...row,
          brandId: row.brandId ?? '',
          target: row.target ?? '',
          before: row.before === null ? '' : JSON.stringify(row.before),
          after: row.after === null ? '' : JSON.stringify(row.after),
        }));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .send(toCsv(CSV_COLUMNS, rows));
      }
      const page = Number(pageText);
      const pageSize = Number(pageSizeText);
      const { items, total } = await listAudit(db, filter, { page, pageSize });
      return ok({ items, total, page, pageSize });
    },
  );

  app.get(
    '/audit/choices',
    {
      config: everyBrandOwner,
      schema: {
        tags: ['operator'],
        summary: "Every actor and action of the audit trail, for the filters' pick-lists",
        response: responses(Envelope(AuditChoicesSchema)),
      },
    },
    async () => ok(await auditChoices(db)),
  );

  app.get(
    '/audit/failed-logins',
    {
      config: everyBrandOwner,
      schema: {
        tags: ['operator'],
        summary: 'The failed logins per username tried, the latest first',
        description: `from ≤ at < to; at most ${FAILED_LOGIN_GROUPS} usernames.`,
        querystring: Type.Object(TimeRange, { additionalProperties: false }),
        response: responses(Envelope(Type.Array(FailedLoginGroupSchema))),
      },
    },
    async (request) => ok(await failedLoginGroups(db, request.query, FAILED_LOGIN_GROUPS)),
  );
};
