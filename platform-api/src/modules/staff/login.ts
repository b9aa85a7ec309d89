// Staff login: username, password and a TOTP code, refused with one message whichever is wrong.
// Failures count per username (known or not) in PostgreSQL, so a lockout holds across API
// processes and says nothing about which usernames exist.

import type pg from 'pg';

import type { RateLimitSettings } from '../../config.js';
import { withTransaction, type Queryable } from '../../db/pool.js';
import { verifyPassword } from '../../security/passwords.js';
import { lockStaffCredentials, updateStaff, type StaffMember } from './repository.js';
import { startStaffSession } from './sessions.js';
import { acceptedTimeStep, isSpentCode } from './totp.js';

export type LoginLimits = Pick<RateLimitSettings, 'loginMaxFailures' | 'loginFailureWindowMinutes'>;

export interface StaffLogin {
  username: string;
  password: string;
  totp: string;
}

export type LoginOutcome =
  | { outcome: 'locked' }
  | { outcome: 'refused' }
  /** The password was right and the code too, but it was spent: the next one will do. */
  | { outcome: 'code-used' }
  | { outcome: 'accepted'; member: StaffMember; sessionToken: string };

/** One login attempt; a refusal commits its failure count. */
export async function logInStaff(
  pool: pg.Pool,
  limits: LoginLimits,
  login: StaffLogin,
): Promise<LoginOutcome> {
  const username = login.username.toLowerCase();
  return withTransaction(pool, async (client) => {
    // The attempts row is locked until commit: one attempt per username at a time.
    if (await isLocked(client, username)) return { outcome: 'locked' };
    const stored = await lockStaffCredentials(client, { username });
    const member = stored === null || stored.disabled ? null : stored;
    // An unknown username is checked against a placeholder: as slow, and always wrong.
    const passwordMatches = await verifyPassword(member?.passwordHash ?? null, login.password);
    const timeStep =
      member === null
        ? null
        : await acceptedTimeStep(member.totpSecret, login.totp, member.lastTotpTimeStep);
    if (member === null || !passwordMatches || timeStep === null) {
      await recordFailure(client, username, limits);
      // Said only to whoever knows the password: it tells them to wait, an outsider nothing.
      const spent =
        member !== null &&
        passwordMatches &&
        (await isSpentCode(member.totpSecret, login.totp, member.lastTotpTimeStep));
      return { outcome: spent ? 'code-used' : 'refused' };
    }
    await client.query('DELETE FROM staff_login_attempts WHERE username = $1', [username]);
    await updateStaff(client, member.id, { lastTotpTimeStep: timeStep });
    return {
      outcome: 'accepted',
      member,
      sessionToken: await startStaffSession(client, member.id),
    };
  });
}

/** Whether the username is locked out; locks its attempts row until the transaction ends. */
export async function isLocked(db: Queryable, username: string): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    `INSERT INTO staff_login_attempts (username, failures, window_started_at)
     VALUES ($1, 0, now())
     ON CONFLICT (username) DO UPDATE SET username = excluded.username
     RETURNING coalesce(locked_until > now(), false) AS locked`,
    [username],
  );
  return rows[0]?.locked === true;
}

/** Counts a failure in the username's window; the last one allowed locks it for a window. */
export async function recordFailure(db: Queryable, username: string, limits: LoginLimits) {
  await db.query(
    `WITH counted AS (
       SELECT username, CASE WHEN window_started_at <= now() - $2 * interval '1 minute'
                             THEN 1 ELSE failures + 1 END AS failures
       FROM staff_login_attempts WHERE username = $1)
     UPDATE staff_login_attempts attempts SET
       failures = CASE WHEN counted.failures >= $3 THEN 0 ELSE counted.failures END,
       window_started_at = CASE WHEN counted.failures = 1 OR counted.failures >= $3
                                THEN now() ELSE attempts.window_started_at END,
       locked_until = CASE WHEN counted.failures >= $3
                           THEN now() + $2 * interval '1 minute' ELSE attempts.locked_until END
     FROM counted WHERE attempts.username = counted.username`,
    [username, limits.loginFailureWindowMinutes, limits.loginMaxFailures],
  );
  // Usernames nobody tried for a window are forgotten, so guesses cannot grow the table forever.
  await db.query(
    `DELETE FROM staff_login_attempts WHERE username IN (
       SELECT username FROM staff_login_attempts
       WHERE window_started_at <= now() - $1 * interval '1 minute'
         AND coalesce(locked_until <= now(), true) AND username <> $2
       LIMIT 100)`,
    [limits.loginFailureWindowMinutes, username],
  );
}
