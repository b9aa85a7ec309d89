// Tickets that let a staff session onto the realtime WebSocket (/graphql). The session's cookie is
// HttpOnly and scoped to /admin, so the back office asks for a ticket (POST /admin/v1/realtime/
// ticket) and sends it once in connection_init. A ticket lives a few seconds, is stored as its
// sha256, and goes with its session.

import type { Queryable } from '../../db/pool.js';
import type { StaffRole } from '../../http/admin-access.js';
import { randomSecret, sha256 } from '../../security/tokens.js';
import { SESSION_IDLE_SECONDS } from './sessions.js';

/** Tells a ticket apart from the players' tokens in connection_init. */
const SOCKET_TICKET_PREFIX = 'staffsocket_';
/** Enough to open a socket right after asking; a leaked ticket is soon worthless. */
export const SOCKET_TICKET_SECONDS = 30;

/** The staff member a redeemed ticket let in, and the session it came from. */
export interface SocketStaff {
  staffId: string;
  username: string;
  roles: StaffRole[];
  /** null: every brand. */
  brandIds: string[] | null;
  sessionHash: Buffer;
  /** When the session ends whatever happens (its 12 hours). */
  expiresAt: Date;
}

/** The session is live: not expired, not idle too long, its member enabled. */
const LIVE_SESSION = `session.expires_at > now()
  AND session.last_seen_at > now() - $2 * interval '1 second' AND member.disabled_at IS NULL`;

export const isSocketTicket = (token: string) => token.startsWith(SOCKET_TICKET_PREFIX);

/** A new ticket for the session whose token hashes to `sessionHash`; expired ones are swept. */
export async function issueSocketTicket(db: Queryable, sessionHash: Buffer): Promise<string> {
  const ticket = `${SOCKET_TICKET_PREFIX}${randomSecret()}`;
  await db.query(
    `WITH swept AS (DELETE FROM staff_socket_tickets WHERE expires_at <= now())
     INSERT INTO staff_socket_tickets (ticket_hash, session_hash, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 second')`,
    [sha256(ticket), sessionHash, SOCKET_TICKET_SECONDS],
  );
  return ticket;
}

/**
 * Uses up `ticket`: the staff member of its session, if the ticket had not expired and the
 * session is live and needs no password change; null otherwise.
 */
export async function redeemSocketTicket(
  db: Queryable,
  ticket: string,
): Promise<SocketStaff | null> {
  const { rows } = await db.query<SocketStaff>(
    `WITH redeemed AS (
       DELETE FROM staff_socket_tickets WHERE ticket_hash = $1 RETURNING session_hash, expires_at)
     SELECT member.id::text AS "staffId", member.username, member.roles,
            member.brand_ids AS "brandIds", session.token_hash AS "sessionHash",
            session.expires_at AS "expiresAt"
     FROM redeemed
     JOIN staff_sessions session ON session.token_hash = redeemed.session_hash
     JOIN staff member ON member.id = session.staff_id
     WHERE redeemed.expires_at > now() AND NOT member.must_change_password AND ${LIVE_SESSION}`,
    [sha256(ticket), SESSION_IDLE_SECONDS],
  );
  return rows[0] ?? null;
}

/** Whether the session a socket came from is still live (it is not resumed by asking). */
export async function staffSessionLive(db: Queryable, sessionHash: Buffer): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM staff_sessions session JOIN staff member ON member.id = session.staff_id
     WHERE session.token_hash = $1 AND ${LIVE_SESSION}`,
    [sessionHash, SESSION_IDLE_SECONDS],
  );
  return rows.length > 0;
}
