// API keys for machines (release pipelines, the CLI): a random key shown once, stored as its
// sha256, with roles and a brand scope like a staff member's, revocable, its last use recorded.

import type { Queryable } from '../../db/pool.js';
import type { Operator, StaffRole } from '../../http/admin-access.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { randomSecret, sha256 } from '../../security/tokens.js';

/** Recognisable in logs and secret scanners; the rest is 256 random bits. */
const KEY_PREFIX = 'crk_';

export interface ApiKey {
  id: string;
  name: string;
  roles: StaffRole[];
  brandIds: string[] | null;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const timestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const KEY_COLUMNS = `id::text, name, roles, brand_ids AS "brandIds", created_by AS "createdBy",
  ${timestamp('created_at')} AS "createdAt", ${timestamp('last_used_at')} AS "lastUsedAt",
  ${timestamp('revoked_at')} AS "revokedAt"`;

export async function createApiKey(
  db: Queryable,
  request: { name: string; roles: readonly StaffRole[]; brandIds: readonly string[] | null },
  createdBy: string,
): Promise<{ apiKey: ApiKey; key: string }> {
  const key = `${KEY_PREFIX}${randomSecret()}`;
  const { rows } = await db.query<ApiKey>(
    `INSERT INTO api_keys (name, key_hash, roles, brand_ids, created_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name) DO NOTHING
     RETURNING ${KEY_COLUMNS}`,
    [request.name, sha256(key), request.roles, request.brandIds, createdBy],
  );
  const [apiKey] = rows;
  if (apiKey === undefined) {
    throw new ApiError(ErrorCode.usernameTaken, `An API key is already named ${request.name}`);
  }
  return { apiKey, key };
}

export async function listApiKeys(db: Queryable): Promise<ApiKey[]> {
  const { rows } = await db.query<ApiKey>(`SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY id`);
  return rows;
}

/** Revokes the key (again: unchanged); null if there is none. */
export async function revokeApiKey(db: Queryable, id: string): Promise<ApiKey | null> {
  const { rows } = await db.query<ApiKey>(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1
     RETURNING ${KEY_COLUMNS}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The caller a live key stands for, recording this use; null for an unknown or revoked key. */
export async function useApiKey(db: Queryable, keyHash: Buffer): Promise<Operator | null> {
  const { rows } = await db.query<Pick<ApiKey, 'name' | 'roles' | 'brandIds'>>(
    `UPDATE api_keys SET last_used_at = now() WHERE key_hash = $1 AND revoked_at IS NULL
     RETURNING name, roles, brand_ids AS "brandIds"`,
    [keyHash],
  );
  const [apiKey] = rows;
  return apiKey === undefined
    ? null
    : { kind: 'key', name: apiKey.name, roles: apiKey.roles, brandIds: apiKey.brandIds };
}
