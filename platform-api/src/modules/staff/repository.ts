// Staff accounts in PostgreSQL.

import type { Queryable } from '../../db/pool.js';
import type { StaffRole } from '../../http/admin-access.js';
import { openStaffSecret, sealStaffSecret } from './totp-secrets.js';

export interface StaffMember {
  id: string;
  username: string;
  roles: StaffRole[];
  /** null: every brand. */
  brandIds: string[] | null;
  mustChangePassword: boolean;
  disabled: boolean;
  createdAt: string;
}

export interface StaffCredentials extends StaffMember {
  passwordHash: string;
  totpSecret: string;
  pendingTotpSecret: string | null;
  lastTotpTimeStep: number;
}

const MEMBER_COLUMNS = `id::text, username, roles, brand_ids AS "brandIds",
  must_change_password AS "mustChangePassword", disabled_at IS NOT NULL AS disabled,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

const CREDENTIAL_COLUMNS = `${MEMBER_COLUMNS}, password_hash AS "passwordHash",
  totp_secret AS "totpSecret", pending_totp_secret AS "pendingTotpSecret",
  last_totp_time_step::float8 AS "lastTotpTimeStep"`;

export interface NewStaffMember {
  username: string;
  passwordHash: string;
  mustChangePassword: boolean;
  totpSecret: string;
  roles: readonly StaffRole[];
  brandIds: readonly string[] | null;
}

/** null when the username is taken. */
export async function insertStaff(
  db: Queryable,
  member: NewStaffMember,
): Promise<StaffMember | null> {
  const { rows } = await db.query<StaffMember>(
    `INSERT INTO staff (username, password_hash, must_change_password, totp_secret, roles,
       brand_ids)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (username) DO NOTHING
     RETURNING ${MEMBER_COLUMNS}`,
    [
      member.username,
      member.passwordHash,
      member.mustChangePassword,
      sealStaffSecret(member.totpSecret),
      member.roles,
      member.brandIds,
    ],
  );
  return rows[0] ?? null;
}

/** The account with its secrets, locked until the transaction ends. */
export async function lockStaffCredentials(
  db: Queryable,
  where: { username: string } | { id: string },
): Promise<StaffCredentials | null> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['username', where.username];
  const { rows } = await db.query<StaffCredentials>(
    `SELECT ${CREDENTIAL_COLUMNS} FROM staff WHERE ${column} = $1 FOR UPDATE`,
    [value],
  );
  const stored = rows[0];
  if (stored === undefined) return null;
  return {
    ...stored,
    totpSecret: openStaffSecret(stored.totpSecret),
    pendingTotpSecret:
      stored.pendingTotpSecret === null ? null : openStaffSecret(stored.pendingTotpSecret),
  };
}

export async function findStaff(db: Queryable, id: string): Promise<StaffMember | null> {
  const { rows } = await db.query<StaffMember>(
    `SELECT ${MEMBER_COLUMNS} FROM staff WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const { rows } = await db.query<StaffMember>(
    `SELECT ${MEMBER_COLUMNS} FROM staff ORDER BY username`,
  );
  return rows;
}

export type StaffChange = Partial<{
  passwordHash: string;
  mustChangePassword: boolean;
  totpSecret: string;
  pendingTotpSecret: string | null;
  lastTotpTimeStep: number;
  roles: readonly StaffRole[];
  brandIds: readonly string[] | null;
  disabled: boolean;
}>;

const CHANGE_COLUMNS: Record<keyof StaffChange, string> = {
  passwordHash: 'password_hash',
  mustChangePassword: 'must_change_password',
  totpSecret: 'totp_secret',
  pendingTotpSecret: 'pending_totp_secret',
  lastTotpTimeStep: 'last_totp_time_step',
  roles: 'roles',
  brandIds: 'brand_ids',
  disabled: 'disabled_at',
};

/** Sets the given fields; returns the account as it now is, or null if there is none. */
export async function updateStaff(
  db: Queryable,
  id: string,
  change: StaffChange,
): Promise<StaffMember | null> {
  const entries = Object.entries(change) as Array<[keyof StaffChange, unknown]>;
  const assignments = entries.map(([field], index) =>
    field === 'disabled'
      ? `disabled_at = CASE WHEN $${index + 2} THEN coalesce(disabled_at, now()) END`
      : `${CHANGE_COLUMNS[field]} = $${index + 2}`,
  );
  const { rows } = await db.query<StaffMember>(
    `UPDATE staff SET ${assignments.join(', ')} WHERE id = $1 RETURNING ${MEMBER_COLUMNS}`,
    [id, ...entries.map(([field, value]) => sealedIfSecret(field, value))],
  );
  return rows[0] ?? null;
}

/** TOTP secrets are stored sealed (totp-secrets.ts); every other field as given. */
function sealedIfSecret(field: keyof StaffChange, value: unknown): unknown {
  const secret = field === 'totpSecret' || field === 'pendingTotpSecret';
  return secret && typeof value === 'string' ? sealStaffSecret(value) : value;
}
