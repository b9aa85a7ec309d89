// Public lottery results: the markets with their latest draw and next draw time, and each
// market's past draws. No token is needed; a session or login token is simply not read.

import {
  EmptyBodySchema,
  Envelope,
  LotteryDrawPageSchema,
  LotteryDrawsRequestSchema,
  LotteryMarketSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { pageAskedFor } from '../../http/paging.js';
import { ok, responses } from '../../http/schemas.js';
import { listDraws, listMarkets, marketExists } from './repository.js';
import { nextDrawTime } from './schedule.js';

export interface LotteryRoutesOptions {
  db: pg.Pool;
}

export const lotteryRoutes: FastifyPluginAsyncTypebox<LotteryRoutesOptions> = async (
  app,
  { db },
) => {
  app.post(
    '/lottery/markets',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Lottery markets with their latest draw and next draw time',
        body: EmptyBodySchema,
        response: responses(Envelope(Type.Array(LotteryMarketSchema))),
      },
    },
    async () => {
      const now = new Date();
      const markets = await listMarkets(db);
      return ok(
        markets.map((market) => ({
          ...market,
          nextDrawAt: nextDrawTime(market.drawIntervalMinutes, now).toISOString(),
        })),
      );
    },
  );

  app.post(
    '/lottery/draws',
    {
      schema: {
        tags: ['lottery'],
        summary: "A market's draws, newest first",
        body: LotteryDrawsRequestSchema,
        response: responses(Envelope(LotteryDrawPageSchema)),
      },
    },
    async (request) => {
      const { marketCode } = request.body;
      if (!(await marketExists(db, marketCode))) {
        throw notFoundError(`No lottery market ${marketCode}`);
      }
      const page = pageAskedFor(request.body);
      return ok({ ...(await listDraws(db, marketCode, page)), ...page });
    },
  );
};
