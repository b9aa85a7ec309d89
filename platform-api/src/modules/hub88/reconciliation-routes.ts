// The stored reconciliation with Hub88 (/admin/v1/hub88/reconciliation…): the days with
// differences and their items, and a re-run of chosen closed days.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok } from '../../http/schemas.js';
import { Hub88CallError, type Hub88Call } from './games-client.js';
import { reconcileHub88Days } from './reconciliation-job.js';
import { findReconciledDay, listReconciledDays } from './reconciliation-repository.js';

const DateSchema = Type.String({ format: 'date' });
/** The most days one reconciliation request re-runs (each is one call to Hub88). */
const MAX_RECONCILED_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** The stored reconciliation: days and their differences, and a re-run of a chosen range. */
export const hub88ReconciliationRoutes: FastifyPluginAsyncTypebox<{
  db: pg.Pool;
  hub88: Hub88Call;
}> = async (app, { db, hub88 }) => {
  app.get(
    '/hub88/reconciliation/days',
    {
      config: { roles: ['payments', 'support'], everyBrand: true },
      schema: {
        tags: ['operator'],
        summary: 'Reconciled UTC days, newest first (by default those with differences only)',
        headers: OperatorKeyHeaders,
        querystring: Type.Object(
          {
            all: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 90 })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { all, limit = 90 } = request.query;
      const withDifferences = all !== 'true';
      return ok({ days: await listReconciledDays(db, { withDifferences, limit }) });
    },
  );

  app.get(
    '/hub88/reconciliation/days/:day',
    {
      config: { roles: ['payments', 'support'], everyBrand: true },
      schema: {
        tags: ['operator'],
        summary: "A reconciled day's counts and differences",
        description: 'errorCode 6 when the day was not reconciled.',
        headers: OperatorKeyHeaders,
        params: Type.Object({ day: DateSchema }),
      },
    },
    async (request) => {
      const found = await findReconciledDay(db, request.params.day);
      if (found === null) throw notFoundError('That day was not reconciled');
      return ok(found);
    },
  );

  app.post(
    '/hub88/reconciliation',
    {
      config: { roles: ['payments'], everyBrand: true, audit: 'hub88.reconcile' },
      schema: {
        tags: ['operator'],
        summary: "Reconcile closed UTC days with Hub88's transactions/list now",
        description:
          `At most ${MAX_RECONCILED_DAYS} days, none after yesterday; each day's stored result ` +
          'is replaced. errorCode 29 when Hub88 does not answer.',
        headers: OperatorKeyHeaders,
        body: Type.Object({ from: DateSchema, to: DateSchema }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const { from, to } = request.body;
      const today = new Date().toISOString().slice(0, 10);
      if (from > to) throw badRequestError('from must not be after to');
      if (to >= today) throw badRequestError('Only closed days (before today, UTC) reconcile');
      const days = daysBetween(from, to);
      if (days.length > MAX_RECONCILED_DAYS) {
        throw badRequestError(`At most ${MAX_RECONCILED_DAYS} days at once`);
      }
      const results = await reconcileHub88Days(db, hub88, days).catch((error: unknown) => {
        if (error instanceof Hub88CallError) {
          throw new ApiError(ErrorCode.aggregatorUnavailable, error.message);
        }
        throw error;
      });
      request.audit = { target: `hub88:reconciliation:${from}..${to}`, after: { results } };
      return ok({ days: results });
    },
  );
};
