// The remote registry's moves: publish points brands' entries at a release, rollback undoes the
// newest publish still standing, and every move is kept in remote_registry_changes.

import type { RemoteName } from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, ErrorCode, notFoundError } from '../../http/errors.js';

export interface RegistryMove {
  brandId: string;
  entry: string;
  version: string;
  /** False when the brand already pointed at this entry: nothing was written for it. */
  changed: boolean;
}

export interface RegistryChange {
  id: number;
  brandId: string;
  action: 'publish' | 'rollback';
  entry: string;
  version: string;
  previousEntry: string;
  previousVersion: string;
  by: string;
  at: string;
  /** A publish that a later rollback undid. */
  rolledBack: boolean;
}

export interface PublishRequest {
  name: RemoteName;
  entry: string;
  version: string;
  by: string;
  /** null: every brand. */
  brandIds: string[] | null;
}

/** The registry rows of `name` for these brands (null: all), locked in a fixed order. */
const LOCK_TARGETS = `
  SELECT brand_id, entry, version, released FROM remote_registry
  WHERE name = $1 AND ($2::text[] IS NULL OR brand_id = ANY ($2))
  ORDER BY brand_id FOR UPDATE`;

function assertEveryBrandFound(requested: string[] | null, found: string[]): void {
  const missing = requested?.filter((brandId) => !found.includes(brandId)) ?? [];
  if (missing.length > 0) throw notFoundError(`No such brand: ${missing.join(', ')}`);
}

export async function publishRelease(
  db: pg.Pool,
  request: PublishRequest,
): Promise<RegistryMove[]> {
  return withTransaction(db, async (client) => {
    const { rows } = await client.query<RegistryMove>(
      `WITH targets AS (${LOCK_TARGETS}),
       moved AS (
         UPDATE remote_registry r SET entry = $3, version = $4, released = true, updated_at = now()
         FROM targets t
         WHERE r.brand_id = t.brand_id AND r.name = $1 AND (t.entry, t.version) <> ($3, $4)
         RETURNING r.brand_id
       ),
       logged AS (
         INSERT INTO remote_registry_changes (brand_id, name, action, entry, version,
           previous_entry, previous_version, previous_released, actor)
         SELECT t.brand_id, $1, 'publish', $3, $4, t.entry, t.version, t.released, $5
         FROM targets t JOIN moved USING (brand_id)
       )
       SELECT t.brand_id AS "brandId", $3 AS entry, $4 AS version,
              moved.brand_id IS NOT NULL AS changed
       FROM targets t LEFT JOIN moved USING (brand_id) ORDER BY t.brand_id`,
      [request.name, request.brandIds, request.entry, request.version, request.by],
    );
    assertEveryBrandFound(
      request.brandIds,
      rows.map((row) => row.brandId),
    );
    return rows;
  });
}

/** Points each brand back at what its newest standing publish replaced. */
export async function rollbackRelease(
  db: pg.Pool,
  request: Omit<PublishRequest, 'entry' | 'version'>,
): Promise<RegistryMove[]> {
  return withTransaction(db, async (client) => {
    const { rows } = await client.query<RegistryMove & { targeted: boolean }>(
      `WITH targets AS (${LOCK_TARGETS}),
       undone AS (
         SELECT DISTINCT ON (c.brand_id) c.id, c.brand_id, c.entry, c.version,
                c.previous_entry, c.previous_version, c.previous_released
         FROM remote_registry_changes c JOIN targets t USING (brand_id)
         WHERE c.name = $1 AND c.action = 'publish' AND c.rolled_back_by IS NULL
         ORDER BY c.brand_id, c.id DESC
       ),
       moved AS (
         UPDATE remote_registry r SET entry = u.previous_entry, version = u.previous_version,
           released = u.previous_released, updated_at = now()
         FROM undone u WHERE r.brand_id = u.brand_id AND r.name = $1
         RETURNING r.brand_id
       ),
       logged AS (
         INSERT INTO remote_registry_changes (brand_id, name, action, entry, version,
           previous_entry, previous_version, previous_released, actor)
         SELECT brand_id, $1, 'rollback', previous_entry, previous_version, entry, version, true, $3
         FROM undone
         RETURNING id, brand_id
       ),
       marked AS (
         UPDATE remote_registry_changes c SET rolled_back_by = logged.id
         FROM undone JOIN logged USING (brand_id) WHERE c.id = undone.id
       )
       SELECT t.brand_id AS "brandId", coalesce(u.previous_entry, t.entry) AS entry,
              coalesce(u.previous_version, t.version) AS version, u.id IS NOT NULL AS changed
       FROM targets t LEFT JOIN undone u USING (brand_id) ORDER BY t.brand_id`,
      [request.name, request.brandIds, request.by],
    );
    assertEveryBrandFound(
      request.brandIds,
      rows.map((row) => row.brandId),
    );
    if (!rows.some((row) => row.changed)) {
      throw new ApiError(
        ErrorCode.nothingToRollBack,
        `No published release of ${request.name} is standing for ${
          request.brandIds?.join(', ') ?? 'any brand'
        }`,
      );
    }
    return rows;
  });
}

/** The registry's moves of one remote, newest first. */
export async function listRegistryChanges(
  db: pg.Pool,
  name: RemoteName,
  /** null: every brand. */
  brandIds: readonly string[] | null,
  limit: number,
): Promise<RegistryChange[]> {
  const { rows } = await db.query<RegistryChange>(
    `SELECT id::int, brand_id AS "brandId", action, entry, version,
            previous_entry AS "previousEntry", previous_version AS "previousVersion",
            actor AS by, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, rolled_back_by IS NOT NULL AS "rolledBack"
     FROM remote_registry_changes
     WHERE name = $1 AND ($2::text[] IS NULL OR brand_id = ANY ($2))
     ORDER BY id DESC LIMIT $3`,
    [name, brandIds, limit],
  );
  return rows;
}
