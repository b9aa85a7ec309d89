// The player's statement of a year (`POST /v1/statement/year`, and `…/csv` for the file), with the
// login token in Authorization.

import { Envelope, YearStatementRequestSchema, YearStatementSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { ok, requiresAuthorization, responses } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { yearStatement, yearStatementCsv, yearStatementFileName } from './year-statement.js';

const DESCRIPTION =
  'Per currency: approved deposits, withdrawals (requested and not returned), wagers and wins ' +
  '(real and bonus money), bonus money granted and removed, and net = wins − wagers; per game: ' +
  'rounds, wagers, wins and net. The calendar year in UTC; a year to come is errorCode 2.';

export const statementPlayerRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  requirePlayerOnEveryRoute(app, db);
  app.post(
    '/statement/year',
    {
      schema: {
        tags: ['account'],
        summary: "The player's statement of a calendar year (GLI-19 2.5.7)",
        description: DESCRIPTION,
        security: requiresAuthorization,
        body: YearStatementRequestSchema,
        response: responses(Envelope(YearStatementSchema)),
      },
    },
    async (request) => ok(await yearStatement(db, request.player.id, request.body.year)),
  );
  app.post(
    '/statement/year/csv',
    {
      schema: {
        tags: ['account'],
        summary: "The player's statement of a calendar year as a CSV file",
        description: `${DESCRIPTION} Rows: section total (per currency), then game.`,
        security: requiresAuthorization,
        body: YearStatementRequestSchema,
        response: responses(Type.String({ description: 'text/csv' })),
      },
    },
    async (request, reply) => {
      const { year } = request.body;
      const statement = await yearStatement(db, request.player.id, year);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${yearStatementFileName(year)}"`)
        .send(yearStatementCsv(statement));
    },
  );
};
