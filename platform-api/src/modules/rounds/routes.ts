// The player's game rounds: bet-report and reports answer the same page and totals; round/detail
// the full record of one of them (game recall).

import {
  type BetReport,
  BetReportRequestSchema,
  BetReportSchema,
  RoundDetailRequestSchema,
  RoundDetailSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { pageAskedFor } from '../../http/paging.js';
import { notFoundError } from '../../http/errors.js';
import { ok, playerCall } from '../../http/schemas.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { recallRound } from './recall.js';
import { listRounds } from './repository.js';

export interface RoundRoutesOptions {
  db: pg.Pool;
}

export const roundRoutes: FastifyPluginAsyncTypebox<RoundRoutesOptions> = async (app, { db }) => {
  requirePlayerOnEveryRoute(app, db);
  const route = playerCall('games', BetReportSchema, {
    summary: "The caller's game rounds, newest first, with totals per currency",
    description:
      'Filters: from/to (UTC days, inclusive), gpid, category. Totals cover every round the ' +
      'filter matches, not only the page. Needs a login token.',
    body: BetReportRequestSchema,
  });
  for (const path of ['/bet-report', '/reports']) {
    app.post(path, route, async (request) => {
      const { player } = request;
      const { from, to, gpid, category } = request.body;
      const page = pageAskedFor(request.body);
      const { rows, total, totals } = await listRounds(
        db,
        {
          playerId: player.id,
          from: from ?? null,
          to: to ?? null,
          gpid: gpid ?? null,
          category: category ?? null,
        },
        page,
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
        ...page,
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

  app.post(
    '/round/detail',
    playerCall('games', RoundDetailSchema, {
      summary: "One of the caller's rounds in full: game recall",
      description:
        'Who played what and when, the wager and win (real and bonus apart), the jackpot ' +
        'contribution, the funds before and after, the choices and the outcome, and whether the ' +
        'round is in progress, complete, interrupted or cancelled. errorCode 6 for a round that ' +
        'is not the caller’s. Needs a login token.',
      body: RoundDetailRequestSchema,
    }),
    async (request) => {
      const { roundId, gpid } = request.body;
      const detail = await recallRound(db, {
        roundId,
        gpid: gpid ?? null,
        playerId: request.player.id,
      });
      if (detail === null) throw notFoundError(`No round ${roundId} of yours`);
      return ok(detail);
    },
  );
};
