import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { defaultAppSettings } from '../../config.js';
import { sha256 } from '../../security/tokens.js';
import {
  newSessionToken,
  post,
  registerPlayer,
  startTestApp,
  uniqueUsername,
} from '../../../test/harness.js';

const { app, pool, close } = await startTestApp();
after(close);

const PASSWORD = 'goodPassw0rd';

async function logIn(username: string, password: string, sessionToken?: string, ip?: string) {
  const token = sessionToken ?? (await newSessionToken(app));
  return post(app, 'login3', { brandId: 'croupier', username, password }, token, ip);
}

test('login3 answers playerToken at the top level; the token is username:secret', async () => {
  const { username } = await registerPlayer(app);
  const response = await logIn(username, PASSWORD);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(Object.keys(response.body).sort(), ['errorCode', 'playerToken']);
  assert.equal(response.body.errorCode, 0);
  assert.match(response.body.playerToken, new RegExp(`^${username}:[A-Za-z0-9_-]{43}$`));
});

test('usernames are case-insensitive at login', async () => {
  const { username } = await registerPlayer(app, { username: uniqueUsername('MixedCase') });
  const response = await logIn(username.toUpperCase(), PASSWORD);
  assert.equal(response.statusCode, 200);
  assert.ok(response.body.playerToken.startsWith(`${username.toLowerCase()}:`));
});

test('wrong password and unknown user fail alike with errorCode 4', async () => {
  const { username } = await registerPlayer(app);
  const wrongPassword = await logIn(username, 'wrongPassw0rd');
  const unknownUser = await logIn(uniqueUsername('ghost'), PASSWORD);
  for (const response of [wrongPassword, unknownUser]) {
    assert.equal(response.statusCode, 401);
    assert.equal(response.body.errorCode, 4);
  }
  assert.equal(wrongPassword.body.message, unknownUser.body.message);
});

test('login3 needs a live session token of the same brand', async () => {
  const { username, loginToken } = await registerPlayer(app);
  const body = { brandId: 'croupier', username, password: PASSWORD };
  const lagoonSession = await newSessionToken(app, 'lagoon');
  for (const authorization of [undefined, 'sessiontokenUnknown', lagoonSession, loginToken]) {
    const response = await post(app, 'login3', body, authorization);
    assert.equal(response.statusCode, 401, String(authorization));
    assert.equal(response.body.errorCode, 1);
  }
  const expired = await newSessionToken(app);
  await pool.query(
    `UPDATE session_tokens SET created_at = now() - interval '2 days',
       expires_at = now() - interval '1 day' WHERE token_hash = $1`,
    [sha256(expired)],
  );
  assert.equal((await post(app, 'login3', body, expired)).statusCode, 401);
});

test('login tokens are stored only hashed and live 7 days', async () => {
  const { username } = await registerPlayer(app);
  const { playerToken } = (await logIn(username, PASSWORD)).body;
  const { rows } = await pool.query(
    `SELECT extract(epoch FROM expires_at - created_at) AS seconds FROM login_sessions
     WHERE token_hash = $1`,
    [sha256(playerToken)],
  );
  assert.equal(Number(rows[0].seconds), 7 * 24 * 60 * 60);
  const secret = playerToken.split(':')[1];
  for (const table of ['login_sessions', 'session_tokens', 'players', 'login_failures']) {
    const dump = await pool.query(`SELECT t::text AS row FROM ${table} t`);
    assert.ok(
      dump.rows.every((row) => !row.row.includes(secret)),
      `secret found in ${table}`,
    );
  }
});

test('passwords are stored as argon2id hashes', async () => {
  const { username } = await registerPlayer(app);
  const { rows } = await pool.query('SELECT password_hash FROM players WHERE username = $1', [
    username,
  ]);
  assert.match(rows[0].password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  assert.ok(!rows[0].password_hash.includes(PASSWORD));
});

test('me, verifyLoginToken and checkSession accept the login token', async () => {
  const { username, loginToken } = await registerPlayer(app);
  const me = await post(app, 'me', undefined, loginToken);
  assert.equal(me.statusCode, 200);
  assert.equal(me.body.data.username, username);
  assert.equal(me.body.data.brandUsername, `croupier_${username}`);
  assert.match(me.body.data.playerId, /^[0-9a-f-]{36}$/);
  assert.match(me.body.data.referralCode, /^[A-Z0-9]{8}$/);
  assert.ok(!('password' in me.body.data) && !('passwordHash' in me.body.data));

  const verified = await post(app, 'auth/verifyLoginToken', {}, loginToken);
  assert.deepEqual(verified.body, { errorCode: 0, data: { userData: me.body.data } });
  assert.deepEqual((await post(app, 'auth/checkSession', {}, loginToken)).body, {
    errorCode: 0,
    data: true,
  });
});

test('authenticated calls refuse missing, unknown, session and expired tokens with errorCode 1', async () => {
  const { username, loginToken } = await registerPlayer(app);
  const expired = (await logIn(username, PASSWORD)).body.playerToken;
  await pool.query(
    `UPDATE login_sessions SET created_at = now() - interval '8 days',
       expires_at = now() - interval '1 day' WHERE token_hash = $1`,
    [sha256(expired)],
  );
  const forged = `${username}:${'A'.repeat(43)}`;
  const otherUser = `someoneelse:${loginToken.split(':')[1]}`;
  const sessionToken = await newSessionToken(app);
  for (const path of ['me', 'auth/verifyLoginToken', 'edit-profile', 'logout']) {
    for (const authorization of [undefined, forged, otherUser, sessionToken, expired]) {
      const response = await post(app, path, {}, authorization);
      assert.equal(response.statusCode, 401, `${path} with ${authorization}`);
      assert.deepEqual(response.body, {
        errorCode: 1,
        message: 'Authentication problem. Please log in again.',
      });
    }
  }
  assert.equal((await post(app, 'auth/checkSession', {}, expired)).body.data, false);
  assert.equal((await post(app, 'auth/checkSession', {}, sessionToken)).body.data, true);
  assert.equal((await post(app, 'auth/checkSession', {})).body.data, false);
});

test('logout ends that login session only; the token is then refused', async () => {
  const { username, loginToken } = await registerPlayer(app);
  const secondDevice = (await logIn(username, PASSWORD)).body.playerToken;
  const logout = await post(app, 'logout', undefined, loginToken);
  assert.deepEqual(logout.body, { errorCode: 0, data: null });
  assert.equal((await post(app, 'me', {}, loginToken)).statusCode, 401);
  assert.equal((await post(app, 'logout', {}, loginToken)).statusCode, 401);
  assert.equal((await post(app, 'auth/checkSession', {}, loginToken)).body.data, false);
  assert.equal((await post(app, 'me', {}, secondDevice)).statusCode, 200);
});

test('a username is refused with errorCode 5 after 5 failures, until the window passes', async () => {
  const { username } = await registerPlayer(app);
  const { loginMaxFailures } = defaultAppSettings.rateLimits;
  for (let attempt = 0; attempt < loginMaxFailures; attempt++) {
    // Different IPs: the per-username limit must not depend on the caller's address.
    const response = await logIn(username, 'wrongPassw0rd', undefined, `10.1.0.${attempt}`);
    assert.equal(response.body.errorCode, 4);
  }
  const locked = await logIn(username, PASSWORD, undefined, '10.1.1.1');
  assert.equal(locked.statusCode, 429);
  assert.equal(locked.body.errorCode, 5);

  await pool.query(
    `UPDATE login_failures SET failed_at = now() - interval '16 minutes' WHERE username = $1`,
    [username],
  );
  const afterWindow = await logIn(username, PASSWORD);
  assert.equal(afterWindow.statusCode, 200);
  assert.equal(await failureCount(username), 0, 'a successful login clears the failures');
});

test('concurrent guesses cannot exceed the failure limit', async () => {
  const { username } = await registerPlayer(app);
  const sessionToken = await newSessionToken(app);
  const responses = await Promise.all(
    Array.from({ length: 12 }, () => logIn(username, 'wrongPassw0rd', sessionToken)),
  );
  const codes = responses.map((response) => response.body.errorCode);
  assert.ok(
    codes.every((code) => code === 4 || code === 5),
    codes.join(),
  );
  assert.ok(codes.filter((code) => code === 4).length <= 5, codes.join());
  assert.ok((await failureCount(username)) <= 5);
});

test('login3 is rate limited per IP', async () => {
  const limited = await startTestApp({
    rateLimits: { ...defaultAppSettings.rateLimits, authPerMinute: 3, sessionTokenPerMinute: 100 },
  });
  try {
    const sessionToken = await newSessionToken(limited.app);
    const body = { brandId: 'croupier', username: 'nobody', password: 'whatever1' };
    const codes = [];
    for (let call = 0; call < 4; call++) {
      codes.push((await post(limited.app, 'login3', body, sessionToken)).body.errorCode);
    }
    assert.deepEqual(codes, [4, 4, 4, 5]);
    const otherIp = await post(limited.app, 'login3', body, sessionToken, '10.2.0.1');
    assert.equal(otherIp.body.errorCode, 4);
  } finally {
    await limited.close();
  }
});

async function failureCount(username: string): Promise<number> {
  const { rows } = await pool.query(
    'SELECT count(*)::int AS count FROM login_failures WHERE username = $1',
    [username],
  );
  return rows[0].count;
}
