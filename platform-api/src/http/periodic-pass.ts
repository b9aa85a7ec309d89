// Work the API repeats while it runs (lottery draws, session sweeps): one pass on start, then one
// every tick, never two at once, and the last one awaited on close.

import type { FastifyInstance } from 'fastify';

export function repeatWhileRunning(
  app: FastifyInstance,
  { tickMs, pass, failure }: { tickMs: number; pass: () => Promise<void>; failure: string },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const run = () => {
    // A slow pass is still at work: skipping is safe, the next pass catches up.
    if (running !== null) return;
    running = pass()
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
}
