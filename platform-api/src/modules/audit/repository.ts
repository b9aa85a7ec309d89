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

export interface AuditFilter {
  actor?: string;
  action?: string;
  brandId?: string;
  target?: string;
  /** Inclusive lower and exclusive upper bound of `at`. */
  from?: string;
  to?: string;
}

const FILTER = `($1::text IS NULL OR actor = $1) AND ($2::text IS NULL OR action = $2)
  AND ($3::text IS NULL OR brand_id = $3) AND ($4::text IS NULL OR target = $4)
  AND ($5::timestamptz IS NULL OR at >= $5) AND ($6::timestamptz IS NULL OR at < $6)`;

/** Newest first, one page, with the number of rows the filter matches. */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: AuditRow[]; total: number }> {
  const filterValues = [
    filter.actor ?? null,
    filter.action ?? null,
    filter.brandId ?? null,
    filter.target ?? null,
    filter.from ?? null,
    filter.to ?? null,
  ];
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<AuditRow>(
      `SELECT id::text, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
              actor, actor_kind AS "actorKind", action, brand_id AS "brandId", target, before,
              after, ip
       FROM audit_log WHERE ${FILTER}
       ORDER BY audit_log.at DESC, id DESC LIMIT $7 OFFSET $8`,
      [...filterValues, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM audit_log WHERE ${FILTER}`,
      filterValues,
    ),
  ]);
  return { items: rows, total: counted[0]?.total ?? 0 };
}
