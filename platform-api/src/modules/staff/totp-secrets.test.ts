// Staff TOTP secrets are stored sealed with AES-256-GCM under STAFF_SECRET_KEY: the database alone
// gives no one a second factor. Rows written before sealing, or under the previous key, are sealed
// again under the current key at start.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';

import { relaxedSettings, startTestApp } from '../../../test/harness.js';
import { logIn, staffMember, totpCode } from '../../../test/operators.js';
import { DEMO_STAFF_SECRET_KEY } from '../../config.js';
import { parseSecretKey, secretBox } from '../../security/secret-box.js';
import { resealStaffTotpSecrets, setStaffSecretKeys } from './totp-secrets.js';

const { app, pool, ownerPool, close } = await startTestApp(relaxedSettings);
after(close);

const storedSecrets = async (username: string) =>
  (
    await pool.query<{ totp: string; pending: string | null }>(
      'SELECT totp_secret AS totp, pending_totp_secret AS pending FROM staff WHERE username = $1',
      [username],
    )
  ).rows[0]!;

test('a new staff member’s TOTP secret is stored sealed, and logs in', async () => {
  const staff = await staffMember(pool, ['support']);
  const { totp } = await storedSecrets(staff.username);
  assert.ok(!totp.includes(staff.totpSecret), totp);
  assert.match(totp, /^aes256gcm:/);
  const { response } = await logIn(app, {
    username: staff.username,
    password: staff.password,
    totp: await totpCode(staff.totpSecret),
  });
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
});

test('the database refuses a TOTP secret written in plaintext', async () => {
  const staff = await staffMember(pool, ['support']);
  await assert.rejects(
    pool.query('UPDATE staff SET totp_secret = $2 WHERE username = $1', [
      staff.username,
      staff.totpSecret,
    ]),
    /staff_totp_secrets_sealed/,
  );
});

test('a sealed secret opens with its key only, and tampering is detected', () => {
  const box = secretBox({ current: parseSecretKey(randomBytes(32).toString('hex')) });
  const sealed = box.seal('JBSWY3DPEHPK3PXP');
  assert.equal(box.open(sealed), 'JBSWY3DPEHPK3PXP');
  assert.notEqual(box.seal('JBSWY3DPEHPK3PXP'), sealed, 'a fresh nonce each time');
  const other = secretBox({ current: parseSecretKey(randomBytes(32).toString('base64')) });
  assert.throws(() => other.open(sealed), /STAFF_SECRET_KEY/);
  const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
  assert.throws(() => box.open(tampered));
  assert.throws(() => parseSecretKey('a'.repeat(64)), /random/);
  assert.throws(() => parseSecretKey('too-short'), /32 bytes/);
});

test('rows in plaintext or under the previous key are sealed again under the current key', async () => {
  const legacy = await staffMember(pool, ['support']);
  const rotated = await staffMember(pool, ['support']);
  // A row as an earlier release wrote it, in plaintext (a schema change only the owner may make).
  await ownerPool.query('ALTER TABLE staff DROP CONSTRAINT staff_totp_secrets_sealed');
  await ownerPool.query(
    'UPDATE staff SET totp_secret = $2, pending_totp_secret = $2 WHERE username = $1',
    [legacy.username, legacy.totpSecret],
  );
  const previous = randomBytes(32).toString('hex');
  const current = randomBytes(32).toString('hex');
  try {
    setStaffSecretKeys({ current: previous, previous: DEMO_STAFF_SECRET_KEY });
    await resealStaffTotpSecrets(pool);
    setStaffSecretKeys({ current, previous });
    const sealedUnderPrevious = (await storedSecrets(rotated.username)).totp;
    const resealed = await resealStaffTotpSecrets(pool);
    assert.ok(resealed >= 2, `resealed ${resealed}`);
    assert.notEqual((await storedSecrets(rotated.username)).totp, sealedUnderPrevious);
    const legacyRow = await storedSecrets(legacy.username);
    assert.match(legacyRow.totp, /^aes256gcm:/);
    assert.match(legacyRow.pending ?? '', /^aes256gcm:/);
    assert.equal(await resealStaffTotpSecrets(pool), 0, 'nothing left to seal');

    // Only the current key is needed from now on.
    setStaffSecretKeys({ current });
    for (const staff of [legacy, rotated]) {
      const { response } = await logIn(app, {
        username: staff.username,
        password: staff.password,
        totp: await totpCode(staff.totpSecret),
      });
      assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    }
  } finally {
    setStaffSecretKeys({ current: DEMO_STAFF_SECRET_KEY, previous: current });
    await resealStaffTotpSecrets(pool);
  }
});
