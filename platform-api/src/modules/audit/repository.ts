// The audit trail: one row per admin write, never changed (a trigger refuses UPDATE, DELETE and
// TRUNCATE; db/definitions/triggers/audit_log_append_only.sql).

import type { Queryable } from '../../db/pool.js';
import type { Operator } from '../../http/admin-access.js';

export interface AuditEntry {
  actor: string;
  /**
   * cli: a write of the operator CLI straight to the database (auditCliWrite); player: a player
   * changing their own payout account.
   */
  actorKind: Operator['kind'] | 'anonymous' | 'cli' | 'player';
  action: string;
  brandId: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string;
}

export interface AuditRow extends AuditEntry {
  id: string;
  at: string;
}

export async function appendAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor, actor_kind, action, brand_id, target, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.actor,
      entry.actorKind,
      entry.action,
      entry.brandId,
      entry.target,
      jsonOrNull(entry.before),
      jsonOrNull(entry.after),
      entry.ip,
    ],
  );
}

const jsonOrNull = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** The actions of a refused login (auth-routes.ts): many, and rarely what an owner looks for. */
export const FAILED_LOGIN_ACTIONS = [
  'auth.login-code-used',
  'auth.login-locked',
  'auth.login-refused',
] as const;

export interface AuditFilter {
  actor?: string;
  action?: string;
  brandId?: string;
  /** The start of the target, e.g. `remote:` or `brand:croupier`. */
  target?: string;
  /** Inclusive lower and exclusive upper bound of `at`. */
  from?: string;
  to?: string;
  /** include (default), hide or only the failed logins. */
  failedLogins?: 'include' | 'hide' | 'only';
}

const FILTER = `($1::text IS NULL OR actor = $1) AND ($2::text IS NULL OR action = $2)
  AND ($3::text IS NULL OR brand_id = $3)
  AND ($4::text IS NULL OR starts_with(target, $4))
  AND ($5::timestamptz IS NULL OR at >= $5) AND ($6::timestamptz IS NULL OR at < $6)
  AND CASE $7::text WHEN 'hide' THEN NOT action = ANY($8)
                    WHEN 'only' THEN action = ANY($8) ELSE true END`;

const filterValues = (filter: AuditFilter) => [
  filter.actor ?? null,
  filter.action ?? null,
  filter.brandId ?? null,
  filter.target ?? null,
  filter.from ?? null,
  filter.to ?? null,
  filter.failedLogins ?? 'include',
  FAILED_LOGIN_ACTIONS,
];

const AT_TEXT = `to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Newest first, one page, with the number of rows the filter matches. */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: AuditRow[]; total: number }> {
  const values = filterValues(filter);
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<AuditRow>(
      `SELECT id::text, ${AT_TEXT} AS at,
              actor, actor_kind AS "actorKind", action, brand_id AS "brandId", target, before,
              after, ip
       FROM audit_log WHERE ${FILTER}
       ORDER BY audit_log.at DESC, id DESC LIMIT $9 OFFSET $10`,
      [...values, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM audit_log WHERE ${FILTER}`,
      values,
    ),
  ]);
  return { items: rows, total: counted[0]?.total ?? 0 };
}

/** Every actor and action the log holds, alphabetically. */
export async function auditChoices(
  db: Queryable,
): Promise<{ actors: string[]; actions: string[] }> {
  const { rows } = await db.query<{ actors: string[] | null; actions: string[] | null }>(
    `SELECT array_agg(DISTINCT actor ORDER BY actor) AS actors,
            array_agg(DISTINCT action ORDER BY action) AS actions FROM audit_log`,
  );
  return { actors: rows[0]?.actors ?? [], actions: rows[0]?.actions ?? [] };
}

export interface FailedLoginGroup {
  target: string;
  failures: number;
  lastAt: string;
  lastIp: string;
}

/** The failed logins between from and to per username tried, the latest first; at most `limit`. */
export async function failedLoginGroups(
  db: Queryable,
  { from, to }: Pick<AuditFilter, 'from' | 'to'>,
  limit: number,
): Promise<FailedLoginGroup[]> {
  const { rows } = await db.query<FailedLoginGroup>(
    `SELECT coalesce(target, '') AS target, count(*)::int AS failures,
            to_char(max(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastAt",
            coalesce((array_agg(ip ORDER BY at DESC, id DESC))[1], '') AS "lastIp"
     FROM audit_log
     WHERE action = ANY($1) AND ($2::timestamptz IS NULL OR at >= $2)
       AND ($3::timestamptz IS NULL OR at < $3)
     GROUP BY target ORDER BY max(at) DESC LIMIT $4`,
    [FAILED_LOGIN_ACTIONS, from ?? null, to ?? null, limit],
  );
  return rows;
}
