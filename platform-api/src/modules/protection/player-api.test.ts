// The reality check, the session summary, the deposit limit prompt and the activity statement.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { admin, fund, verifiedPlayer, walletPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

const slot = TEST_GAMES.slot;

test('the reality check follows the brand default until the player sets it; off where allowed', async () => {
  const { loginToken } = await registerPlayer(app);
  const initial = await post(app, 'rg/reality-check', {}, loginToken);
  assert.deepEqual(initial.body.data, { minutes: 60, brandDefaultMinutes: 60, canBeOff: true });
  const set = await post(app, 'rg/reality-check', { minutes: 15 }, loginToken);
  assert.equal(set.body.data.minutes, 15);
  assert.equal(
    (await post(app, 'rg/reality-check', { minutes: 0 }, loginToken)).body.data.minutes,
    0,
  );
  assert.equal((await post(app, 'rg/reality-check', { minutes: 20 }, loginToken)).statusCode, 400);

  await pool.query(
    "UPDATE brand_protection SET reality_check_can_be_off = false WHERE brand_id = 'croupier'",
  );
  try {
    const refused = await post(app, 'rg/reality-check', { minutes: 0 }, loginToken);
    assert.equal(refused.statusCode, 400);
    assert.match(refused.body.message, /does not allow turning the reality check off/);
  } finally {
    await pool.query(
      "UPDATE brand_protection SET reality_check_can_be_off = true WHERE brand_id = 'croupier'",
    );
  }
});

test("the session summary answers the time since login and this session's stakes, wins and net", async () => {
  const { loginToken, username } = await walletPlayer(app, '100000');
  const sessionId = await providerSession(app, loginToken, slot);
  const roundId = randomUUID();
  const call = (kind: string, body: object) => gatewayCall(app, slot.gpid, kind, body);
  await call('bet', {
    sessionId,
    transactionId: randomUUID(),
    roundId,
    gameCode: slot.code,
    amount: '3000',
  });
  await call('win', { sessionId, transactionId: randomUUID(), roundId, amount: '1000.5' });
  await pool.query(
    `UPDATE login_sessions SET created_at = created_at - interval '12 minutes'
     WHERE player_id = (SELECT id FROM players WHERE username = $1)`,
    [username],
  );
  const summary = await post(app, 'rg/session-summary', {}, loginToken);
  assert.equal(summary.statusCode, 200, JSON.stringify(summary.body));
  assert.equal(summary.body.data.minutesSinceLogin, 12);
  assert.deepEqual(summary.body.data.play, [
    { currency: 'IDR', stakes: '3000.00', wins: '1000.50', net: '-1999.50' },
  ]);
});

test('the deposit limit prompt stands until the player sets a deposit limit or declines', async () => {
  const declining = await registerPlayer(app);
  const prompt = async (token: string) =>
    (await post(app, 'rg/limits', {}, token)).body.data.promptDepositLimit;
  assert.equal(await prompt(declining.loginToken), true);
  assert.equal(
    (await post(app, 'rg/decline-limit-prompt', {}, declining.loginToken)).statusCode,
    200,
  );
  assert.equal(await prompt(declining.loginToken), false);

  const limiting = await registerPlayer(app);
  await post(
    app,
    'rg/set-limit',
    { type: 'deposit', period: 'week', amount: '500000' },
    limiting.loginToken,
  );
  assert.equal(await prompt(limiting.loginToken), false);
});

test('the activity statement sums approved deposits and withdrawals per currency', async () => {
  const { loginToken, username } = await verifiedPlayer(app, pool);
  await fund(app, loginToken, '500000');
  await fund(app, loginToken, '250000');
  await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '90000', paymentChannel: 'BCA' },
    loginToken,
  );
  const withdrawal = await post(
    app,
    'depo-wd',
    { transactionType: 'WITHDRAW', currency: 'IDR', amount: '100000', paymentChannel: 'BCA' },
    loginToken,
  );
  await admin(app, 'POST', `/transactions/${withdrawal.body.data.transactionId}/approve`, {});
  await fund(app, loginToken, '70000');
  await pool.query(
    `UPDATE payments SET created_at = now() - interval '4 months'
     WHERE amount = 70000 AND player_id = (SELECT id FROM players WHERE username = $1)`,
    [username],
  );

  const statement = async (months: number) =>
    (await post(app, 'activity-statement', { months }, loginToken)).body.data;
  assert.deepEqual(await statement(3), {
    months: 3,
    currencies: [
      { currency: 'IDR', deposits: '750000.00', withdrawals: '100000.00', net: '650000.00' },
    ],
  });
  assert.equal((await statement(6)).currencies[0].deposits, '820000.00');
  assert.equal((await post(app, 'activity-statement', { months: 4 }, loginToken)).statusCode, 400);
});
