// Staff login: password and TOTP code, one refusal message, codes spent once, lockout, the
// session cookie and its idle and absolute expiry, logout here and everywhere, first login.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { relaxedSettings, startTestApp } from '../../../test/harness.js';
import { adminAs, logIn, staffMember, staffSession, totpCode } from '../../../test/operators.js';
import { defaultAppSettings } from '../../config.js';
import { createStaff } from './accounts.js';
import { startStaffSession, STAFF_SESSION_COOKIE } from './sessions.js';

const { app, pool, close } = await startTestApp();
after(close);

const REFUSAL = 'Wrong username, password or code';
const me = (cookie: string) => adminAs(app, { cookie }, 'GET', '/auth/me');

test('the right password and code log in: an HttpOnly, SameSite=Strict cookie on /admin', async () => {
  const staff = await staffMember(pool, ['payments'], ['lagoon']);
  const { response, cookie } = await logIn(app, {
    username: staff.username.toUpperCase(),
    password: staff.password,
    totp: await totpCode(staff.totpSecret),
  });
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  assert.deepEqual(response.body, {
    errorCode: 0,
    data: {
      username: staff.username,
      roles: ['payments'],
      brands: ['lagoon'],
      mustChangePassword: false,
    },
  });
  assert.match(
    String(response.headers['set-cookie']),
    new RegExp(
      `^${STAFF_SESSION_COOKIE}=[\\w-]{43}; Path=/admin; Max-Age=43200; HttpOnly; SameSite=Strict$`,
    ),
  );
  assert.ok(cookie !== null);
  assert.equal((await me(cookie)).body.data.username, staff.username);
  const { rows } = await pool.query('SELECT token_hash FROM staff_sessions');
  assert.ok(rows.every((row) => !cookie.includes(row.token_hash.toString('base64url'))));
});

test('a wrong password, a wrong or missing code, an unknown user: one refusal', async () => {
  const staff = await staffMember(pool, ['support']);
  const code = await totpCode(staff.totpSecret);
  const wrongCode = code === '000000' ? '000001' : '000000';
  for (const attempt of [
    { username: staff.username, password: 'wrongPassw0rd', totp: code },
    { username: staff.username, password: staff.password, totp: wrongCode },
    { username: staff.username, password: staff.password, totp: '' },
    { username: 'nobody-here', password: staff.password, totp: code },
  ]) {
    const { response, cookie } = await logIn(app, attempt);
    assert.deepEqual(
      [response.statusCode, response.body],
      [401, { errorCode: 4, message: REFUSAL }],
    );
    assert.equal(cookie, null);
  }
  const accepted = await logIn(app, {
    username: staff.username,
    password: staff.password,
    totp: code,
  });
  assert.equal(accepted.response.statusCode, 200);
  const replayed = await logIn(app, {
    username: staff.username,
    password: staff.password,
    totp: code,
  });
  assert.deepEqual(
    [replayed.response.statusCode, replayed.response.body],
    [401, { errorCode: 32, message: 'This code was already used; wait for the next one' }],
    'the right password with a spent code says so, so staff wait rather than retype',
  );
  assert.equal(replayed.cookie, null);
  const spentAfterWrongPassword = await logIn(app, {
    username: staff.username,
    password: 'wrongPassw0rd',
    totp: code,
  });
  assert.deepEqual(spentAfterWrongPassword.response.body, { errorCode: 4, message: REFUSAL });
  const { rows: audited } = await pool.query(
    `SELECT action FROM audit_log WHERE target = $1 AND action LIKE 'auth.login-%' ORDER BY at`,
    [staff.username],
  );
  assert.deepEqual(audited.map((row) => row.action).slice(-2), [
    'auth.login-code-used',
    'auth.login-refused',
  ]);
  const next = await logIn(app, {
    username: staff.username,
    password: staff.password,
    totp: await totpCode(staff.totpSecret, 1),
  });
  assert.equal(next.response.statusCode, 200, 'the next step’s code is fresh');
});

test('after too many failures a username is locked, known or not, then unlocks', async () => {
  const staff = await staffMember(pool, ['support']);
  const { loginMaxFailures } = defaultAppSettings.rateLimits;
  for (const username of [staff.username, 'ghost-user']) {
    for (let attempt = 0; attempt < loginMaxFailures; attempt++) {
      const { response } = await logIn(app, {
        username,
        password: 'wrongPassw0rd',
        totp: '123456',
      });
      assert.equal(response.statusCode, 401, `${username} ${attempt}`);
    }
  }
  for (const username of [staff.username, 'ghost-user']) {
    const { response } = await logIn(app, {
      username,
      password: staff.password,
      totp: await totpCode(staff.totpSecret),
    });
    assert.deepEqual([response.statusCode, response.body.errorCode], [429, 5], username);
  }
  await pool.query(
    `UPDATE staff_login_attempts SET locked_until = now() - interval '1 second' WHERE username = $1`,
    [staff.username],
  );
  const cookie = await staffSession(app, staff);
  assert.equal((await me(cookie)).statusCode, 200);
});

test('a session ends after 30 idle minutes or 12 hours; each call restarts the idle time', async () => {
  const staff = await staffMember(pool, ['support']);
  const cookie = await staffSession(app, staff);
  const setAges = (idleMinutes: number, ageHours: number) =>
    pool.query(
      `UPDATE staff_sessions SET last_seen_at = now() - $1 * interval '1 minute',
         created_at = now() - $2 * interval '1 hour', expires_at = now() + (12 - $2) * interval '1 hour'
       WHERE staff_id = (SELECT id FROM staff WHERE username = $3)`,
      [idleMinutes, ageHours, staff.username],
    );
  await setAges(29, 11.9);
  assert.equal((await me(cookie)).statusCode, 200);
  await setAges(31, 1);
  assert.deepEqual([(await me(cookie)).statusCode, (await me(cookie)).body.errorCode], [401, 8]);
  await setAges(0, 12.01);
  assert.equal((await me(cookie)).statusCode, 401);
});

test('logout ends this session; logout-everywhere ends them all', async () => {
  const staff = await staffMember(pool, ['support']);
  const cookie = await staffSession(app, staff);
  const out = await adminAs(app, { cookie }, 'POST', '/auth/logout', {});
  assert.equal(out.statusCode, 200);
  assert.match(
    String(out.headers['set-cookie']),
    new RegExp(`^${STAFF_SESSION_COOKIE}=; .*Max-Age=0`),
  );
  assert.equal((await me(cookie)).statusCode, 401);

  const { rows } = await pool.query('SELECT id::text FROM staff WHERE username = $1', [
    staff.username,
  ]);
  const sessions = await Promise.all(
    [1, 2, 3].map(
      async () => `${STAFF_SESSION_COOKIE}=${await startStaffSession(pool, rows[0].id)}`,
    ),
  );
  const everywhere = await adminAs(
    app,
    { cookie: sessions[0]! },
    'POST',
    '/auth/logout-everywhere',
    {},
  );
  assert.deepEqual(everywhere.body.data, { endedSessions: 3 });
  for (const session of sessions) assert.equal((await me(session)).statusCode, 401);
});

test('first login: a one-time password opens only auth/* until it is changed; TOTP re-enrols', async () => {
  const created = await createStaff(pool, {
    username: 'first-timer',
    roles: ['payments'],
    brandIds: null,
  });
  assert.equal(created.member.mustChangePassword, true);
  const { response, cookie } = await logIn(app, {
    username: 'first-timer',
    password: created.password,
    totp: await totpCode(created.totpSecret),
  });
  assert.equal(response.body.data.mustChangePassword, true);
  assert.ok(cookie !== null);
  const session = { cookie };
  const blocked = await adminAs(app, session, 'GET', '/transactions/pending');
  assert.deepEqual([blocked.statusCode, blocked.body.errorCode], [403, 30]);
  assert.match(blocked.body.message, /one-time password/);

  const same = { currentPassword: created.password, newPassword: created.password };
  assert.equal(
    (await adminAs(app, session, 'POST', '/auth/change-password', same)).statusCode,
    400,
  );
  const wrong = { currentPassword: 'wrongPassw0rd', newPassword: 'myOwnPassw0rd' };
  assert.equal(
    (await adminAs(app, session, 'POST', '/auth/change-password', wrong)).body.errorCode,
    4,
  );
  const changed = await adminAs(app, session, 'POST', '/auth/change-password', {
    currentPassword: created.password,
    newPassword: 'myOwnPassw0rd',
  });
  assert.equal(changed.body.data.mustChangePassword, false);
  assert.equal((await adminAs(app, session, 'GET', '/transactions/pending')).statusCode, 200);

  const enrolment = await adminAs(app, session, 'POST', '/auth/totp/enrol', {});
  const { secret, otpauthUri, qrDataUrl } = enrolment.body.data;
  assert.match(otpauthUri, new RegExp(`^otpauth://totp/.*first-timer\\?.*secret=${secret}`));
  assert.match(qrDataUrl, /^data:image\/png;base64,/);
  const badConfirm = await adminAs(app, session, 'POST', '/auth/totp/confirm', {
    totp: await totpCode(created.totpSecret, 1),
  });
  assert.equal(badConfirm.body.errorCode, 4, 'a code of the old secret does not confirm');
  const confirmed = await adminAs(app, session, 'POST', '/auth/totp/confirm', {
    totp: await totpCode(secret),
  });
  assert.equal(confirmed.statusCode, 200, JSON.stringify(confirmed.body));
  const oldSecret = await logIn(app, {
    username: 'first-timer',
    password: 'myOwnPassw0rd',
    totp: await totpCode(created.totpSecret, 1),
  });
  assert.equal(oldSecret.response.statusCode, 401);
  const newSecret = await logIn(app, {
    username: 'first-timer',
    password: 'myOwnPassw0rd',
    totp: await totpCode(secret, 1),
  });
  assert.equal(newSecret.response.statusCode, 200);
});

test('production marks the cookie Secure', async () => {
  const production = await startTestApp({ ...relaxedSettings, secureCookies: true });
  try {
    const staff = await staffMember(production.pool, ['support']);
    const { response } = await logIn(production.app, {
      username: staff.username,
      password: staff.password,
      totp: await totpCode(staff.totpSecret),
    });
    assert.match(String(response.headers['set-cookie']), /; HttpOnly; SameSite=Strict; Secure$/);
  } finally {
    await production.close();
  }
});
