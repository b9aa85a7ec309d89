// The player's activity statement (`POST /v1/activity-statement`): approved deposits and
// withdrawals per currency over months.

import { ActivityStatementRequestSchema, ActivityStatementSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { ok, playerCall } from '../../http/schemas.js';
import { Money } from '../../money/amounts.js';
import { atScale } from './amounts-at-scale.js';
import { sumPaymentsOfMonths } from './repository.js';

export const activityStatementRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.post(
    '/activity-statement',
    playerCall('protection', ActivityStatementSchema, {
      summary: 'Approved deposits and withdrawals of the last 3, 6 or 12 months, per currency',
      body: ActivityStatementRequestSchema,
    }),
    async (request) => {
      const { months } = request.body;
      const totals = await sumPaymentsOfMonths(db, request.player.id, months);
      return ok({
        months,
        currencies: totals.map(({ currency, scale, deposits, withdrawals }) => ({
          currency,
          deposits: atScale(deposits, scale),
          withdrawals: atScale(withdrawals, scale),
          net: atScale(new Money(deposits ?? 0).minus(withdrawals ?? 0).toFixed(), scale),
        })),
      });
    },
  );
};
