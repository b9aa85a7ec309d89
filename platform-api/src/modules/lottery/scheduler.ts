// Makes the lottery draws while the API runs: a pass every few seconds draws the markets whose
// scheduled time has come (and, on start, catches up the draws missed while no API ran).

import { periodicPass } from '../../http/periodic-pass.js';
import { drawDueMarkets } from './draws.js';

/** A draw is made at most one tick late. */
export const lotteryDrawScheduler = periodicPass({
  defaultTickMs: 5_000,
  failure: 'lottery draw pass failed',
  pass: async (db, log) => {
    for (const draw of await drawDueMarkets(db)) log.info({ draw }, 'lottery draw made');
  },
});
