// GET /admin/v1/audit: the audit trail, filtered and paged, for owners of every brand.

import { AuditRowSchema, BrandIdSchema, Envelope, PageSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ok, responses } from '../../http/schemas.js';
import { listAudit } from './repository.js';

// Query strings arrive as text: the numbers are checked as such and converted here.
const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    brand: Type.Optional(BrandIdSchema),
    target: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    page: Type.String({ pattern: '^[1-9][0-9]{0,5}$', default: '1' }),
    pageSize: Type.String({
      pattern: '^([1-9][0-9]?|100)$',
      default: '50',
      description: '1 to 100',
    }),
  },
  { additionalProperties: false },
);

export const auditRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { roles: ['owner'], everyBrand: true },
      schema: {
        tags: ['operator'],
        summary: 'The audit trail of admin writes and logins, newest first',
        description: 'from ≤ at < to. Owners scoped to every brand only.',
        querystring: AuditQuery,
        response: responses(Envelope(PageSchema(AuditRowSchema))),
      },
    },
    async (request) => {
      const { brand, page: pageText, pageSize: pageSizeText, ...filter } = request.query;
      const page = Number(pageText);
      const pageSize = Number(pageSizeText);
      const { items, total } = await listAudit(
        db,
        { ...filter, brandId: brand },
        { page, pageSize },
      );
      return ok({ items, total, page, pageSize });
    },
  );
};
