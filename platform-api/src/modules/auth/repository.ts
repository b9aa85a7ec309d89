import type { Queryable } from '../../db/pool.js';
import { ROWS_SWEPT_PER_INSERT } from '../../db/sweep.js';
import type { PlayerContact } from './player-fields.js';

/**
 * Every API process listens here to close the connections of ended login sessions (logout, a
 * password change); the payload is the session's token hash in hex.
 */
/**
 * The end of the statement that deletes login sessions, given their token hashes in `ended`
 * (a CTE): writes a loginSessionEnded event per session to the realtime outbox, in the deleting
 * transaction, so every API process closes the sockets those sessions opened.
 */
export const ANNOUNCE_ENDED_SESSIONS = `INSERT INTO realtime_outbox (event)
  SELECT jsonb_build_object('kind', 'loginSessionEnded', 'tokenHash', encode(token_hash, 'hex'))
  FROM ended`;

export interface Player {
  id: string;
  brandId: string;
  /** Lowercase: usernames are case-insensitive. */
  username: string;
  email: string | null;
  phoneNumber: string | null;
  currency: string;
  referralCode: string;
  referredBy: string | null;
  createdAt: Date;
}

const PLAYER_COLUMNS = `
  player.id, player.brand_id AS "brandId", player.username, player.email,
  player.phone_number AS "phoneNumber", player.currency, player.referral_code AS "referralCode", player.referred_by AS "referredBy",
  player.created_at AS "createdAt"`;

export interface NewPlayer extends PlayerContact {
  brandId: string;
  username: string;
  passwordHash: string;
  currency: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  referralCode: string;
  referredBy: string | null;
  /** The device the player registered from: the SHA-256 of its session token's fingerprint. */
  registrationFingerprintHash: Buffer | null;
}

/**
 * Throws a unique violation on players_brand_username_key, players_referral_code_key,
 * players_brand_email_key or players_brand_phone_key.
 */
export async function insertPlayer(db: Queryable, player: NewPlayer): Promise<Player> {
  const { rows } = await db.query<Player>(
    `INSERT INTO players AS player (brand_id, username, password_hash, email, phone_number,
       currency, referral_code, referred_by, date_of_birth, registration_fingerprint_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING ${PLAYER_COLUMNS}`,
    [
      player.brandId,
      player.username,
      player.passwordHash,
      player.email ?? null,
      player.phoneNumber ?? null,
      player.currency,
      player.referralCode,
      player.referredBy,
      player.dateOfBirth,
      player.registrationFingerprintHash,
    ],
  );
  return singleRow(rows);
}

/** Sets the given fields; absent fields keep their value. */
export async function updatePlayerContactFields(
  db: Queryable,
  playerId: string,
  fields: PlayerContact,
): Promise<Player> {
  const { rows } = await db.query<Player>(
    `UPDATE players AS player SET
       email = COALESCE($2, email),
       phone_number = COALESCE($3, phone_number),
       updated_at = now()
     WHERE id = $1
     RETURNING ${PLAYER_COLUMNS}`,
    [playerId, fields.email ?? null, fields.phoneNumber ?? null],
  );
  return singleRow(rows);
}

export async function findPasswordHash(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<{ playerId: string; passwordHash: string } | null> {
  const { rows } = await db.query<{ playerId: string; passwordHash: string }>(
    `SELECT id AS "playerId", password_hash AS "passwordHash" FROM players
     WHERE brand_id = $1 AND username = $2`,
    [brandId, username],
  );
  return rows[0] ?? null;
}

export async function findPlayerIdByReferralCode(
  db: Queryable,
  brandId: string,
  referralCode: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM players WHERE brand_id = $1 AND referral_code = $2',
    [brandId, referralCode],
  );
  return rows[0]?.id ?? null;
}

/** Where a login comes from, as its request tells: kept with the session for staff to read. */
export interface LoginOrigin {
  ip: string | null;
  userAgent: string | null;
  /** Two letters of ISO 3166-1, as a trusted proxy named it. */
  country: string | null;
}

export async function insertLoginSession(
  db: Queryable,
  session: { tokenHash: Buffer; playerId: string; ttlMs: number; origin: LoginOrigin },
): Promise<void> {
  await db.query(
    `WITH swept AS (
       DELETE FROM login_sessions WHERE token_hash IN (
         SELECT token_hash FROM login_sessions WHERE expires_at <= now() LIMIT $4))
     INSERT INTO login_sessions (token_hash, player_id, expires_at, ip, user_agent, country)
     VALUES ($1, $2, now() + $3 * interval '1 millisecond', $5, $6, $7)`,
    [
      session.tokenHash,
      session.playerId,
      session.ttlMs,
      ROWS_SWEPT_PER_INSERT,
      session.origin.ip,
      session.origin.userAgent,
      session.origin.country,
    ],
  );
}

export interface LoginSession {
  player: Player;
  expiresAt: Date;
}

export async function findLoginSession(
  db: Queryable,
  tokenHash: Buffer,
): Promise<LoginSession | null> {
  // Prepared once per connection: every call of a logged-in player starts with it.
  const { rows } = await db.query<Player & { sessionExpiresAt: Date }>({
    name: 'auth-find-login-session',
    text: `SELECT ${PLAYER_COLUMNS}, session.expires_at AS "sessionExpiresAt"
           FROM login_sessions session JOIN players player ON player.id = session.player_id
           WHERE session.token_hash = $1 AND session.expires_at > now()`,
    values: [tokenHash],
  });
  const row = rows[0];
  if (row === undefined) return null;
  const { sessionExpiresAt, ...player } = row;
  return { player, expiresAt: sessionExpiresAt };
}

/** Of these token hashes, those of live login sessions. */
export async function findLiveLoginSessionHashes(
  db: Queryable,
  tokenHashes: Buffer[],
): Promise<Buffer[]> {
  const { rows } = await db.query<{ tokenHash: Buffer }>(
    `SELECT token_hash AS "tokenHash" FROM login_sessions
     WHERE token_hash = ANY($1::bytea[]) AND expires_at > now()`,
    [tokenHashes],
  );
  return rows.map((row) => row.tokenHash);
}

/**
 * Ends the login session; false if there was none. Its end is announced
 * (ANNOUNCE_ENDED_SESSIONS) when the transaction commits.
 */
export async function deleteLoginSession(db: Queryable, tokenHash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query(
    `WITH ended AS (
       DELETE FROM login_sessions WHERE token_hash = $1 AND expires_at > now()
       RETURNING token_hash)
     ${ANNOUNCE_ENDED_SESSIONS}`,
    [tokenHash],
  );
  return rowCount === 1;
}

/** The player's password hash, its row locked until the transaction ends. */
export async function lockPasswordHash(db: Queryable, playerId: string): Promise<string> {
  const { rows } = await db.query<{ passwordHash: string }>(
    'SELECT password_hash AS "passwordHash" FROM players WHERE id = $1 FOR UPDATE',
    [playerId],
  );
  return singleRow(rows).passwordHash;
}

export async function updatePasswordHash(
  db: Queryable,
  playerId: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE players SET password_hash = $2, updated_at = now() WHERE id = $1', [
    playerId,
    passwordHash,
  ]);
}

/**
 * Ends every login session of the player but `keptTokenHash`'s; answers how many ended. Their
 * ends are announced (ANNOUNCE_ENDED_SESSIONS) when the transaction commits.
 */
export async function deleteOtherLoginSessions(
  db: Queryable,
  playerId: string,
  keptTokenHash: Buffer,
): Promise<number> {
  const { rowCount } = await db.query(
    `WITH ended AS (
       DELETE FROM login_sessions WHERE player_id = $1 AND token_hash <> $2
       RETURNING token_hash)
     ${ANNOUNCE_ENDED_SESSIONS}`,
    [playerId, keptTokenHash],
  );
  return rowCount ?? 0;
}

/**
 * Takes the lock on login attempts of one username (across API processes) until the transaction
 * ends; false when another attempt holds it. Never waits, so guesses cannot tie up connections.
 */
export async function tryLockLoginAttempts(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    "SELECT pg_try_advisory_xact_lock(hashtextextended('login:' || $1 || ':' || $2, 0)) AS locked",
    [brandId, username],
  );
  return singleRow(rows).locked;
}

export async function countRecentLoginFailures(
  db: Queryable,
  brandId: string,
  username: string,
  windowMinutes: number,
): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `SELECT count(*)::int AS failures FROM login_failures
     WHERE brand_id = $1 AND username = $2 AND failed_at > now() - $3 * interval '1 minute'`,
    [brandId, username, windowMinutes],
  );
  return singleRow(rows).failures;
}

export async function recordLoginFailure(
  db: Queryable,
  brandId: string,
  username: string,
  windowMinutes: number,
): Promise<void> {
  await db.query(
    `WITH swept AS (
       DELETE FROM login_failures WHERE id IN (
         SELECT id FROM login_failures
         WHERE failed_at <= now() - $3 * interval '1 minute' LIMIT $4))
     INSERT INTO login_failures (brand_id, username) VALUES ($1, $2)`,
    [brandId, username, windowMinutes, ROWS_SWEPT_PER_INSERT],
  );
}

export async function clearLoginFailures(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE brand_id = $1 AND username = $2', [
    brandId,
    username,
  ]);
}

function singleRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined || rows.length !== 1) {
    throw new Error(`Expected exactly one row, got ${rows.length}`);
  }
  return row;
}
