// Refusals name a stable reason (ERROR_REASONS in @croupier/contracts) and its raw parameters
// beside errorCode and message, so the site says them in the player's language.

import assert from 'node:assert/strict';
import { test, after } from 'node:test';

import { newSessionToken, post, startTestApp } from '../../../test/harness.js';
import { walletPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

const PASSWORD = 'goodPassw0rd';

const deposit = (token: string, amount: string) =>
  post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount, paymentChannel: 'BCA' },
    token,
  );

const logIn = (username: string, password = PASSWORD) =>
  newSessionToken(app, 'croupier').then((sessionToken) =>
    post(app, 'login3', { brandId: 'croupier', username, password }, sessionToken),
  );

test('a deposit limit refusal names its limit, period, remainder and currency', async () => {
  const { loginToken } = await walletPlayer(app);
  const set = await post(
    app,
    'rg/set-limit',
    { type: 'deposit', period: 'week', amount: '1000000' },
    loginToken,
  );
  assert.equal(set.statusCode, 200, JSON.stringify(set.body));
  assert.equal((await deposit(loginToken, '600000')).statusCode, 200);

  const refused = await deposit(loginToken, '500000');
  assert.equal(refused.body.errorCode, 40);
  assert.match(refused.body.message, /weekly deposit limit/);
  assert.equal(refused.body.reason, 'depositLimit');
  assert.deepEqual(refused.body.params, {
    period: 'week',
    limit: '1000000',
    remaining: '400000',
    currency: 'IDR',
  });
});

test('a time-out refuses login and deposits with its end as an ISO time', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const timeOut = await post(app, 'rg/time-out', { days: 1 }, loginToken);
  assert.equal(timeOut.statusCode, 200, JSON.stringify(timeOut.body));
  const until = new Date(timeOut.body.data.endsAt);
  until.setUTCMilliseconds(0);

  const login = await logIn(username);
  assert.equal(login.body.errorCode, 41);
  assert.equal(login.body.reason, 'timeOut');
  assert.deepEqual(login.body.params, { until: until.toISOString().replace('.000Z', 'Z') });
});

test('a self-excluded or blocked player is refused with its reason', async () => {
  const excluded = await walletPlayer(app);
  const exclusion = await post(
    app,
    'rg/self-exclusion',
    { months: 6, allBrands: false },
    excluded.loginToken,
  );
  assert.equal(exclusion.statusCode, 200, JSON.stringify(exclusion.body));
  const refusedExcluded = await logIn(excluded.username);
  assert.equal(refusedExcluded.body.reason, 'selfExcluded');
  assert.match(String(refusedExcluded.body.params.until), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

  const blocked = await walletPlayer(app);
  await pool.query(`UPDATE players SET blocked_at = now() WHERE username = $1`, [blocked.username]);
  const blockedDeposit = await deposit(blocked.loginToken, '100000');
  assert.equal(blockedDeposit.body.errorCode, 50);
  assert.equal(blockedDeposit.body.reason, 'playerBlocked');
  assert.deepEqual(blockedDeposit.body.params, {});
  const blockedLogin = await logIn(blocked.username);
  assert.equal(blockedLogin.body.reason, 'playerBlocked');
});

test('wrong credentials and a bad body carry their reasons', async () => {
  const { username } = await walletPlayer(app);
  const wrong = await logIn(username, 'wrongPassw0rd');
  assert.equal(wrong.body.errorCode, 4);
  assert.equal(wrong.body.reason, 'invalidCredentials');

  const { loginToken } = await walletPlayer(app);
  const bad = await deposit(loginToken, 'a lot');
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.body.errorCode, 2);
  assert.equal(bad.body.reason, 'invalidInput');
  assert.equal(typeof bad.body.message, 'string');
});
