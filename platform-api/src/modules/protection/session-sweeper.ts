// Ends the login sessions that outlived their player's session limit. A session started under a
// limit already expires on time (protection_login_session_starts), so HTTP calls stop at once;
// this pass closes what an expiry alone does not reach: the realtime connections of sessions
// whose limit was lowered while they were open, on every API process (ANNOUNCE_ENDED_SESSIONS).

import { periodicPass } from '../../http/periodic-pass.js';
import { endOverlongLoginSessions } from './repository.js';

/** A session ends at most one tick late. */
export const sessionLimitSweeper = periodicPass({
  defaultTickMs: 30_000,
  failure: 'session limit pass failed',
  pass: async (db, log) => {
    const ended = await endOverlongLoginSessions(db);
    if (ended > 0) log.info({ ended }, 'login sessions ended by session limits');
  },
});
