// Work the API repeats while it runs (lottery draws, session sweeps): one pass on start, then one
// every tick, never two at once, and the last one awaited on close.

import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type pg from 'pg';

export interface PeriodicPassOptions {
  db: pg.Pool;
  /** Time between passes: the work is done at most this late. */
  tickMs?: number;
}

interface PeriodicPass {
  defaultTickMs: number;
  /** What the log says when a pass fails; the next pass runs anyway. */
  failure: string;
  pass: (db: pg.Pool, log: FastifyBaseLogger) => Promise<void>;
}

/** A plugin that runs `pass` while the API runs. */
export function periodicPass({
  defaultTickMs,
  failure,
  pass,
}: PeriodicPass): FastifyPluginAsync<PeriodicPassOptions> {
  return async (app, { db, tickMs = defaultTickMs }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;

    const run = () => {
      // A slow pass is still at work: skipping is safe, the next pass catches up.
      if (running !== null) return;
      running = pass(db, app.log)
        .catch((error: unknown) => app.log.error({ err: error }, failure))
        .finally(() => {
          running = null;
        });
    };

    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, tickMs);
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
}
