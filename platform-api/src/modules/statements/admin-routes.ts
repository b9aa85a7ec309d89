// `GET /admin/v1/players/:playerId/statement?year=&format=`: the statement the player downloads,
// for staff on the player's page, within the caller's brands.

import { Envelope, YearStatementSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { ApiError, notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import { yearStatement, yearStatementCsv, yearStatementFileName } from './year-statement.js';

export const statementAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/players/:playerId/statement',
    {
      config: { roles: ['support', 'payments'] },
      schema: {
        tags: ['players'],
        summary: "A player's statement of a calendar year (GLI-19 2.5.7), as the player reads it",
        description:
          'format=csv answers the file the player downloads. errorCode 6 for a player outside ' +
          "the caller's brands; a year to come is errorCode 2.",
        headers: OperatorKeyHeaders,
        params: Type.Object({ playerId: Type.String({ format: 'uuid' }) }),
        querystring: Type.Object(
          {
            year: Type.String({ pattern: '^[0-9]{4}$' }),
            format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Union([Envelope(YearStatementSchema), Type.String({ description: 'text/csv' })]),
        ),
      },
    },
    async (request, reply) => {
      const { playerId } = request.params;
      const { rows } = await db.query<{ brandId: string }>(
        'SELECT brand_id AS "brandId" FROM players WHERE id = $1',
        [playerId],
      );
      const brandId = rows[0]?.brandId;
      const unknown = notFoundError(`No player ${playerId}`);
      if (brandId === undefined) throw unknown;
      // Another brand's player is as unknown as a missing one.
      try {
        requireBrand(request.operator, brandId);
      } catch (error) {
        if (error instanceof ApiError) throw unknown;
        throw error;
      }
      const year = Number(request.query.year);
      const statement = await yearStatement(db, playerId, year);
      if (request.query.format !== 'csv') return ok(statement);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${yearStatementFileName(year)}"`)
        .send(yearStatementCsv(statement));
    },
  );
};
