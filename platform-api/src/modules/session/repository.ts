import type { Queryable } from '../../db/pool.js';
import { ROWS_SWEPT_PER_INSERT } from '../../db/sweep.js';

export async function insertSessionToken(
  db: Queryable,
  token: { tokenHash: Buffer; brandId: string; fingerprintHash: Buffer; ttlMs: number },
): Promise<void> {
  await db.query(
    `WITH swept AS (
       DELETE FROM session_tokens WHERE token_hash IN (
         SELECT token_hash FROM session_tokens WHERE expires_at <= now() LIMIT $5))
     INSERT INTO session_tokens (token_hash, brand_id, fingerprint_hash, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
    [token.tokenHash, token.brandId, token.fingerprintHash, token.ttlMs, ROWS_SWEPT_PER_INSERT],
  );
}

export interface LiveSessionToken {
  brandId: string;
  fingerprintHash: Buffer;
  expiresAt: Date;
}

export async function findLiveSessionToken(
  db: Queryable,
  tokenHash: Buffer,
): Promise<LiveSessionToken | null> {
  const { rows } = await db.query<{ brand_id: string; fingerprint_hash: Buffer; expires_at: Date }>(
    `SELECT brand_id, fingerprint_hash, expires_at FROM session_tokens
     WHERE token_hash = $1 AND expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : { brandId: row.brand_id, fingerprintHash: row.fingerprint_hash, expiresAt: row.expires_at };
}
