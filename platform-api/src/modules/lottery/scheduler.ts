// Makes the lottery draws while the API runs: a pass every few seconds draws the markets whose
// scheduled time has come (and, on start, catches up the draws missed while no API ran).

import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';

import { repeatWhileRunning } from '../../http/periodic-pass.js';
import { drawDueMarkets } from './draws.js';

export interface LotterySchedulerOptions {
  db: pg.Pool;
  /** Time between passes; a draw is made at most this late. */
  tickMs?: number;
}

export const lotteryDrawScheduler: FastifyPluginAsync<LotterySchedulerOptions> = async (
  app,
  { db, tickMs = 5_000 },
) => {
  repeatWhileRunning(app, {
    tickMs,
    failure: 'lottery draw pass failed',
    pass: async () => {
      for (const draw of await drawDueMarkets(db)) app.log.info({ draw }, 'lottery draw made');
    },
  });
};
