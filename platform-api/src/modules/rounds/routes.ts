// The player's game rounds: bet-report and reports answer the same page and totals.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type pg from 'pg';

import {
  GAME_CATEGORY_CODES,
  type BetReport,
  type BetReportRequest,
} from '../../../../shared/src/games/types.js';
import { PageFields, PageSchema } from '../../http/paging.js';
import {
  Envelope,
  literals,
  ok,
  requiresAuthorization,
  responses,
  type Assert,
  type Same,
} from '../../http/schemas.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { listRounds } from './repository.js';

const DateSchema = Type.String({ format: 'date', description: 'UTC day, YYYY-MM-DD, inclusive' });
const CategorySchema = literals(GAME_CATEGORY_CODES);

const BetReportRequestSchema = Type.Object(
  {
    from: Type.Optional(DateSchema),
    to: Type.Optional(DateSchema),
    gpid: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,10}$' })),
    category: Type.Optional(CategorySchema),
    ...PageFields,
  },
  { additionalProperties: false },
);

const DecimalSchema = Type.String();
const BetRoundSchema = Type.Object({
  roundId: Type.String(),
  gpid: Type.String(),
  providerName: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  category: CategorySchema,
  currency: Type.String(),
  stake: DecimalSchema,
  win: DecimalSchema,
  net: DecimalSchema,
  status: literals(['open', 'settled', 'rolledBack'] as const),
  createdAt: Type.String({ format: 'date-time' }),
});
const BetTotalsSchema = Type.Object({
  currency: Type.String(),
  stake: DecimalSchema,
  win: DecimalSchema,
  net: DecimalSchema,
});
const BetReportSchema = Type.Composite([
  PageSchema(BetRoundSchema),
  Type.Object({ totals: Type.Array(BetTotalsSchema) }),
]);

export type RoundSchemasMatchContract = [
  Assert<Same<Static<typeof BetReportRequestSchema>, BetReportRequest>>,
  Assert<Same<Static<typeof BetReportSchema>, BetReport>>,
];

export interface RoundRoutesOptions {
  db: pg.Pool;
}

export const roundRoutes: FastifyPluginAsyncTypebox<RoundRoutesOptions> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);
  const route = {
    schema: {
      tags: ['games'],
      summary: "The caller's game rounds, newest first, with totals per currency",
      description:
        'Filters: from/to (UTC days, inclusive), gpid, category. Totals cover every round the ' +
        'filter matches, not only the page. Needs a login token.',
      security: requiresAuthorization,
      body: BetReportRequestSchema,
      response: responses(Envelope(BetReportSchema)),
    },
  };
  for (const path of ['/bet-report', '/reports']) {
    app.post(path, route, async (request) => {
      const { player } = request;
      const { from, to, gpid, category, page = 1, pageSize = 20 } = request.body;
      const { rows, total, totals } = await listRounds(
        db,
        {
          playerId: player.id,
          from: from ?? null,
          to: to ?? null,
          gpid: gpid ?? null,
          category: category ?? null,
        },
        { page, pageSize },
      );
      const report: BetReport = {
        items: rows.map(({ scale, createdAt, ...row }) => ({
          ...row,
          category: row.category as BetReport['items'][number]['category'],
          stake: atCurrencyScale(row.stake, scale),
          win: atCurrencyScale(row.win, scale),
          net: atCurrencyScale(row.net, scale),
          createdAt: createdAt.toISOString(),
        })),
        total,
        page,
        pageSize,
        totals: totals.map(({ scale, ...row }) => ({
          currency: row.currency,
          stake: atCurrencyScale(row.stake, scale),
          win: atCurrencyScale(row.win, scale),
          net: atCurrencyScale(row.net, scale),
        })),
      };
      return ok(report);
    });
  }
};
