// The staff TOTP secrets' seal (security/secret-box.ts) for this process: set once from the
// configuration when the app is built (or by the operator CLI), used by the staff repository on
// every read and write of the secrets.

import { DEMO_STAFF_SECRET_KEY } from '../../config.js';
import type { Queryable } from '../../db/pool.js';
import {
  parseSecretKey,
  SEALED_PREFIX,
  secretBox,
  type SecretBox,
} from '../../security/secret-box.js';

let box: SecretBox = secretBox({ current: parseSecretKey(DEMO_STAFF_SECRET_KEY) });

/** Seals with `current` from now on; opens values sealed under it or under `previous`. */
export function setStaffSecretKeys(keys: { current: string; previous?: string | null }): void {
  box = secretBox({
    current: parseSecretKey(keys.current),
    previous: keys.previous ? parseSecretKey(keys.previous) : null,
  });
}

export const sealStaffSecret = (plain: string) => box.seal(plain);

/** Opens a sealed secret. */
export const openStaffSecret = (sealed: string) => box.open(sealed);

/**
 * Seals again, under the current key, every TOTP secret stored in plaintext (by a release before
 * sealing) or under the previous key; answers how many rows changed. Run at every start and by
 * `pnpm operator staff reseal-secrets`; a value under an unknown key stops it with that key's id.
 */
export async function resealStaffTotpSecrets(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string; totp: string; pending: string | null }>(
    `SELECT id::text, totp_secret AS totp, pending_totp_secret AS pending FROM staff
     WHERE totp_secret NOT LIKE $1 OR pending_totp_secret NOT LIKE $1`,
    [`${SEALED_PREFIX}${box.currentKeyId}:%`],
  );
  const resealed = (stored: string) => {
    if (box.isCurrent(stored)) return stored;
    return box.seal(stored.startsWith(SEALED_PREFIX) ? box.open(stored) : stored);
  };
  for (const row of rows) {
    await db.query('UPDATE staff SET totp_secret = $2, pending_totp_secret = $3 WHERE id = $1', [
      row.id,
      resealed(row.totp),
      row.pending === null ? null : resealed(row.pending),
    ]);
  }
  return rows.length;
}
