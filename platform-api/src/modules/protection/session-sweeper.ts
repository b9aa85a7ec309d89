// Ends the login sessions that outlived their player's session limit. A session started under a
// limit already expires on time (protection_login_session_starts), so HTTP calls stop at once;
// this pass closes what an expiry alone does not reach: the realtime connections of sessions
// whose limit was lowered while they were open, on every API process (LOGIN_SESSIONS_ENDED_CHANNEL).

import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';

import { repeatWhileRunning } from '../../http/periodic-pass.js';
import { endOverlongLoginSessions } from './repository.js';

export interface SessionLimitSweeperOptions {
  db: pg.Pool;
  /** Time between passes: a session ends at most this late. */
  tickMs?: number;
}

export const sessionLimitSweeper: FastifyPluginAsync<SessionLimitSweeperOptions> = async (
  app,
  { db, tickMs = 30_000 },
) => {
  repeatWhileRunning(app, {
    tickMs,
    failure: 'session limit pass failed',
    pass: async () => {
      const ended = await endOverlongLoginSessions(db);
      if (ended > 0) app.log.info({ ended }, 'login sessions ended by session limits');
    },
  });
};
