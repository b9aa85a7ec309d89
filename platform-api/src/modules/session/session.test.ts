import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { defaultAppSettings } from '../../config.js';
import { sha256 } from '../../security/tokens.js';
import { FINGERPRINT, newSessionToken, post, startTestApp } from '../../../test/harness.js';

const { app, pool, close } = await startTestApp();
after(close);

const authorize = (header: string | undefined, clientFingerprint = FINGERPRINT) =>
  post(app, 'tsSessionTokenAuthorizer', { clientFingerprint }, header);

test('tsGenerateSessionToken answers data.sessionToken for a known brand', async () => {
  const response = await post(app, 'tsGenerateSessionToken', {
    brandId: 'lagoon',
    clientFingerprint: FINGERPRINT,
  });
  assert.equal(response.statusCode, 200);
  assert.equal(response.body.errorCode, 0);
  assert.match(response.body.data.sessionToken, /^sessiontoken[A-Za-z0-9_-]{43}$/);
});

test('tsGenerateSessionToken refuses an unknown brand with errorCode 2', async () => {
  const response = await post(app, 'tsGenerateSessionToken', {
    brandId: 'nobrand',
    clientFingerprint: FINGERPRINT,
  });
  assert.equal(response.statusCode, 400);
  assert.equal(response.body.errorCode, 2);
});

test('the session token is stored only as its SHA-256 hash', async () => {
  const token = await newSessionToken(app);
  const { rows } = await pool.query('SELECT token_hash, t::text AS row FROM session_tokens t');
  assert.ok(rows.some((row) => sha256(token).equals(row.token_hash)));
  for (const row of rows) {
    assert.ok(!row.row.includes(token.slice('sessiontoken'.length)), 'raw secret stored');
  }
});

test('tsSessionTokenAuthorizer accepts length + brand + token with the same fingerprint', async () => {
  const token = await newSessionToken(app);
  const response = await authorize(`${token.length}croupier${token}`);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.body, { errorCode: 0, data: { isTokenValid: true } });
});

test('tsSessionTokenAuthorizer refuses another fingerprint', async () => {
  const token = await newSessionToken(app);
  const response = await authorize(`${token.length}croupier${token}`, `${FINGERPRINT}x`);
  assert.equal(response.body.data.isTokenValid, false);
});

test('tsSessionTokenAuthorizer refuses a token presented for another brand', async () => {
  const token = await newSessionToken(app, 'croupier');
  assert.equal((await authorize(`${token.length}lagoon${token}`)).body.data.isTokenValid, false);
  const lagoonToken = await newSessionToken(app, 'lagoon');
  const lagoonHeader = `${lagoonToken.length}lagoon${lagoonToken}`;
  assert.equal((await authorize(lagoonHeader)).body.data.isTokenValid, true);
});

test('tsSessionTokenAuthorizer refuses an expired token', async () => {
  const token = await newSessionToken(app);
  await pool.query(
    `UPDATE session_tokens SET created_at = now() - interval '25 hours',
       expires_at = now() - interval '1 hour' WHERE token_hash = $1`,
    [sha256(token)],
  );
  assert.equal((await authorize(`${token.length}croupier${token}`)).body.data.isTokenValid, false);
});

test('tsSessionTokenAuthorizer answers false, not an error, for malformed headers', async () => {
  const token = await newSessionToken(app);
  for (const header of [undefined, '', token, `${token.length - 1}croupier${token}`, 'xyz']) {
    const response = await authorize(header);
    assert.equal(response.statusCode, 200, String(header));
    assert.equal(response.body.data.isTokenValid, false, String(header));
  }
});

test('session tokens live 24 hours', async () => {
  const token = await newSessionToken(app);
  const { rows } = await pool.query(
    'SELECT extract(epoch FROM expires_at - created_at) AS seconds FROM session_tokens WHERE token_hash = $1',
    [sha256(token)],
  );
  assert.equal(Number(rows[0].seconds), 24 * 60 * 60);
});

test('tsGenerateSessionToken is rate limited per IP', async () => {
  const limited = await startTestApp({
    rateLimits: { ...defaultAppSettings.rateLimits, authPerMinute: 100, sessionTokenPerMinute: 2 },
  });
  try {
    const body = { brandId: 'croupier', clientFingerprint: FINGERPRINT };
    const statuses = [];
    for (let call = 0; call < 3; call++) {
      statuses.push((await post(limited.app, 'tsGenerateSessionToken', body)).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 429]);
    const other = await post(limited.app, 'tsGenerateSessionToken', body, undefined, '10.0.0.9');
    assert.equal(other.statusCode, 200);
  } finally {
    await limited.close();
  }
});
