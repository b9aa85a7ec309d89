// Staff sessions: a random token in an HttpOnly cookie, stored as its sha256, ending after 30
// idle minutes or 12 hours whatever happens.

import type { Queryable } from '../../db/pool.js';
import type { Operator } from '../../http/admin-access.js';
import { randomSecret, sha256 } from '../../security/tokens.js';
import type { StaffMember } from './repository.js';

export const STAFF_SESSION_COOKIE = 'croupier_staff';
/** Every /admin route gets the cookie, no player page does. */
export const STAFF_SESSION_COOKIE_PATH = '/admin';
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

/** Starts a session, sweeping the account's ended ones; answers its token, shown only in the cookie. */
export async function startStaffSession(db: Queryable, staffId: string): Promise<string> {
  const token = randomSecret();
  await db.query(
    `WITH swept AS (
       DELETE FROM staff_sessions WHERE staff_id = $2
         AND (expires_at <= now() OR last_seen_at <= now() - $4 * interval '1 second'))
     INSERT INTO staff_sessions (token_hash, staff_id, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 second')`,
    [sha256(token), staffId, SESSION_LIFETIME_SECONDS, SESSION_IDLE_SECONDS],
  );
  return token;
}

/** The caller of a live session, whose idle time starts again; null if it ended. */
export async function resumeStaffSession(db: Queryable, token: string): Promise<Operator | null> {
  const tokenHash = sha256(token);
  const { rows } = await db.query<
    Pick<StaffMember, 'id' | 'username' | 'roles' | 'brandIds' | 'mustChangePassword'>
  >(
    `WITH resumed AS (
       UPDATE staff_sessions SET last_seen_at = now()
       WHERE token_hash = $1 AND expires_at > now()
         AND last_seen_at > now() - $2 * interval '1 second'
       RETURNING staff_id)
     SELECT member.id::text, member.username, member.roles, member.brand_ids AS "brandIds",
            member.must_change_password AS "mustChangePassword"
     FROM resumed JOIN staff member ON member.id = resumed.staff_id
     WHERE member.disabled_at IS NULL`,
    [tokenHash, SESSION_IDLE_SECONDS],
  );
  const [member] = rows;
  if (member === undefined) return null;
  return {
    kind: 'staff',
    name: member.username,
    roles: member.roles,
    brandIds: member.brandIds,
    session: { staffId: member.id, tokenHash, mustChangePassword: member.mustChangePassword },
  };
}

export async function endStaffSession(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [tokenHash]);
}

/** Ends every session of the account, or every other one when `keep` names the caller's. */
export async function endStaffSessions(
  db: Queryable,
  staffId: string,
  keep: Buffer | null = null,
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM staff_sessions
     WHERE staff_id = $1 AND ($2::bytea IS NULL OR token_hash <> $2)`,
    [staffId, keep],
  );
  return rowCount ?? 0;
}
