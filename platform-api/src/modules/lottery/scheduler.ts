// Makes the lottery draws while the API runs: a pass every few seconds draws the markets whose
// scheduled time has come (and, on start, catches up the draws missed while no API ran).

import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';

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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const pass = () => {
    // A slow pass is still drawing: skipping is safe, the next pass catches up.
    if (running !== null) return;
    running = drawDueMarkets(db)
      .then((draws) => {
        for (const draw of draws) app.log.info({ draw }, 'lottery draw made');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'lottery draw pass failed'))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    pass();
    timer = setInterval(pass, tickMs);
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
