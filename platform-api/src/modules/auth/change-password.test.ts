import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { defaultAppSettings } from '../../config.js';
import { newSessionToken, post, registerPlayer, startTestApp } from '../../../test/harness.js';

const { app, pool, close } = await startTestApp();
after(close);

const PASSWORD = 'goodPassw0rd';
const NEW_PASSWORD = 'betterPassw0rd';

async function logIn(username: string, password: string) {
  return post(
    app,
    'login3',
    { brandId: 'croupier', username, password },
    await newSessionToken(app),
  );
}

async function passwordHashOf(username: string): Promise<string> {
  const { rows } = await pool.query('SELECT password_hash FROM players WHERE username = $1', [
    username,
  ]);
  return rows[0].password_hash;
}

test('change-password re-hashes, keeps the caller logged in and ends the other sessions', async () => {
  const { username, loginToken } = await registerPlayer(app);
  const otherDevices = [
    (await logIn(username, PASSWORD)).body.playerToken,
    (await logIn(username, PASSWORD)).body.playerToken,
  ];
  const bystander = await registerPlayer(app);
  const before = await passwordHashOf(username);

  const changed = await post(
    app,
    'change-password',
    { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    loginToken,
  );
  assert.deepEqual(changed.body, { errorCode: 0, data: { endedSessions: 2 } });
  const after = await passwordHashOf(username);
  assert.notEqual(after, before);
  assert.match(after, /^\$argon2id\$/);

  assert.equal((await post(app, 'me', {}, loginToken)).statusCode, 200);
  for (const token of otherDevices) {
    assert.equal((await post(app, 'me', {}, token)).statusCode, 401);
  }
  assert.equal((await post(app, 'me', {}, bystander.loginToken)).statusCode, 200);
  assert.equal((await logIn(username, PASSWORD)).body.errorCode, 4);
  assert.equal((await logIn(username, NEW_PASSWORD)).statusCode, 200);
});

test('a wrong current password is errorCode 4 and changes nothing', async () => {
  const { username, loginToken } = await registerPlayer(app);
  const otherDevice = (await logIn(username, PASSWORD)).body.playerToken;
  const before = await passwordHashOf(username);
  const refused = await post(
    app,
    'change-password',
    { currentPassword: 'wrongPassw0rd', newPassword: NEW_PASSWORD },
    loginToken,
  );
  assert.deepEqual([refused.statusCode, refused.body.errorCode], [401, 4]);
  assert.equal(await passwordHashOf(username), before);
  assert.equal((await post(app, 'me', {}, otherDevice)).statusCode, 200);
  assert.equal((await logIn(username, PASSWORD)).statusCode, 200);
});

test('wrong current passwords count toward the login lockout, which then refuses both calls', async () => {
  const { username, loginToken } = await registerPlayer(app);
  const before = await passwordHashOf(username);
  const { loginMaxFailures } = defaultAppSettings.rateLimits;
  const changeFrom = (currentPassword: string) =>
    post(app, 'change-password', { currentPassword, newPassword: NEW_PASSWORD }, loginToken);
  for (let attempt = 0; attempt < loginMaxFailures; attempt++) {
    assert.equal((await changeFrom('wrongPassw0rd')).body.errorCode, 4);
  }
  const loginLocked = await logIn(username, PASSWORD);
  assert.deepEqual([loginLocked.statusCode, loginLocked.body.errorCode], [429, 5]);
  const changeLocked = await changeFrom(PASSWORD);
  assert.deepEqual([changeLocked.statusCode, changeLocked.body.errorCode], [429, 5]);
  assert.equal(await passwordHashOf(username), before);

  await pool.query(
    `UPDATE login_failures SET failed_at = now() - interval '16 minutes' WHERE username = $1`,
    [username],
  );
  assert.equal((await changeFrom(PASSWORD)).statusCode, 200);
});

test('change-password refuses bad bodies with errorCode 2, and tokens other than login tokens', async () => {
  const { username, loginToken } = await registerPlayer(app);
  const before = await passwordHashOf(username);
  for (const body of [
    {},
    { currentPassword: PASSWORD },
    { currentPassword: PASSWORD, newPassword: 'short1' },
    { currentPassword: PASSWORD, newPassword: 'onlyletters' },
    { currentPassword: PASSWORD, newPassword: '1234567890' },
    { currentPassword: PASSWORD, newPassword: `a1${'x'.repeat(63)}` },
    { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, extra: true },
  ]) {
    const response = await post(app, 'change-password', body, loginToken);
    assert.deepEqual(
      [response.statusCode, response.body.errorCode],
      [400, 2],
      JSON.stringify(body),
    );
  }
  const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
  for (const authorization of [undefined, await newSessionToken(app)]) {
    const response = await post(app, 'change-password', body, authorization);
    assert.deepEqual([response.statusCode, response.body.errorCode], [401, 1]);
  }
  assert.equal(await passwordHashOf(username), before);
});
