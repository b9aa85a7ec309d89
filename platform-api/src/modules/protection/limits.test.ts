// Deposit, loss, wager and session limits on a real PostgreSQL. Time moves by moving rows: a
// pending change's pending_from, a deposit's created_at, a login session's created_at.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { newSessionToken, post, startTestApp } from '../../../test/harness.js';
import { admin, assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';
import { Money } from '../../money/amounts.js';
import { limitChange } from './limits.js';

const { app, pool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

const slot = TEST_GAMES.slot;

async function playerId(username: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  assert.ok(rows[0] !== undefined);
  return rows[0].id;
}

const depositBody = (amount: string) => ({
  transactionType: 'DEPOSIT',
  currency: 'IDR',
  amount,
  paymentChannel: 'BCA',
});

const deposit = (token: string, amount: string) => post(app, 'depo-wd', depositBody(amount), token);

const setLimit = (token: string, body: object) => post(app, 'rg/set-limit', body, token);

/** Moves the player's pending limit changes to have taken effect an hour ago. */
async function letPendingTakeEffect(id: string) {
  await pool.query(
    `UPDATE player_limits SET pending_from = now() - interval '1 hour'
     WHERE player_id = $1 AND pending_from IS NOT NULL`,
    [id],
  );
}

async function limitOf(token: string, type: string, period?: string) {
  const response = await post(app, 'rg/limits', {}, token);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.limits.find(
    (limit: { type: string; period?: string }) => limit.type === type && limit.period === period,
  );
}

test('a lower or new value holds at once; a higher one or a removal waits', () => {
  const money = (value: string) => new Money(value);
  assert.deepEqual(limitChange(null, money('5')), { value: money('5'), pending: null });
  assert.deepEqual(limitChange(money('10'), money('5')), { value: money('5'), pending: null });
  assert.deepEqual(limitChange(money('10'), money('10')), { value: money('10'), pending: null });
  assert.deepEqual(limitChange(money('10'), money('20')), {
    value: money('10'),
    pending: { value: money('20') },
  });
  assert.deepEqual(limitChange(money('10'), null), {
    value: money('10'),
    pending: { value: null },
  });
});

test('a deposit limit refuses the deposit that would exceed it, naming it and what remains', async () => {
  const { loginToken } = await walletPlayer(app);
  const set = await setLimit(loginToken, { type: 'deposit', period: 'day', amount: '1000000' });
  assert.equal(set.statusCode, 200, JSON.stringify(set.body));
  assert.deepEqual(set.body.data, { value: '1000000', pending: null });

  const first = await deposit(loginToken, '600000');
  assert.equal(first.statusCode, 200, JSON.stringify(first.body));
  const refused = await deposit(loginToken, '500000');
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.body.errorCode, 40);
  assert.match(refused.body.message, /daily deposit limit of 1000000 IDR: 400000 IDR remain/);
  assert.equal((await deposit(loginToken, '400000')).statusCode, 200);

  const limit = await limitOf(loginToken, 'deposit', 'day');
  assert.deepEqual(limit, {
    type: 'deposit',
    period: 'day',
    currency: 'IDR',
    amount: '1000000.00',
    used: '1000000.00',
    remaining: '0.00',
    pending: null,
  });
});

test('declined deposits do not count against a deposit limit; approved ones do', async () => {
  const { loginToken } = await walletPlayer(app);
  await setLimit(loginToken, { type: 'deposit', period: 'week', amount: '1000000' });
  const declined = await deposit(loginToken, '800000');
  const decision = await admin(
    app,
    'POST',
    `/transactions/${declined.body.data.transactionId}/decline`,
    { reason: 'payment_not_received' },
  );
  assert.equal(decision.statusCode, 200, JSON.stringify(decision.body));
  const approved = await deposit(loginToken, '700000');
  assert.equal(approved.statusCode, 200);
  await admin(app, 'POST', `/transactions/${approved.body.data.transactionId}/approve`, {});
  assert.equal((await deposit(loginToken, '300001')).body.errorCode, 40);
  assert.equal((await deposit(loginToken, '300000')).statusCode, 200);
  await assertLedgerInvariants(pool);
});

test('each period is a rolling window of 24 hours, 7 days or 30 days', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const id = await playerId(username);
  for (const period of ['day', 'week', 'month']) {
    assert.equal(
      (await setLimit(loginToken, { type: 'deposit', period, amount: '1000000' })).statusCode,
      200,
    );
  }
  assert.equal((await deposit(loginToken, '1000000')).statusCode, 200);
  const ageDeposits = (interval: string) =>
    pool.query(`UPDATE payments SET created_at = now() - $2::interval WHERE player_id = $1`, [
      id,
      interval,
    ]);
  const refusal = async () => (await deposit(loginToken, '100000')).body.message as string;

  await ageDeposits('25 hours');
  assert.match(await refusal(), /weekly deposit limit/);
  await ageDeposits('8 days');
  assert.match(await refusal(), /monthly deposit limit/);
  await ageDeposits('31 days');
  assert.equal((await deposit(loginToken, '100000')).statusCode, 200);
});

test('raising a limit waits 24 hours, then holds', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const id = await playerId(username);
  await setLimit(loginToken, { type: 'deposit', period: 'month', amount: '500000' });
  const raised = await setLimit(loginToken, { type: 'deposit', period: 'month', amount: '900000' });
  assert.equal(raised.statusCode, 200);
  assert.equal(raised.body.data.value, '500000');
  assert.equal(raised.body.data.pending.value, '900000');
  const waitMs = Date.parse(raised.body.data.pending.effectiveAt) - Date.now();
  assert.ok(waitMs > 23.9 * 3600_000 && waitMs <= 24 * 3600_000, `${waitMs} ms`);

  const pendingView = await limitOf(loginToken, 'deposit', 'month');
  assert.equal(pendingView.amount, '500000.00');
  assert.equal(pendingView.pending.amount, '900000.00');
  assert.equal(pendingView.pending.removal, false);
  assert.equal((await deposit(loginToken, '600000')).body.errorCode, 40);

  await letPendingTakeEffect(id);
  assert.equal((await deposit(loginToken, '600000')).statusCode, 200);
  const inForce = await limitOf(loginToken, 'deposit', 'month');
  assert.equal(inForce.amount, '900000.00');
  assert.equal(inForce.pending, null);
});

test('lowering a limit cancels its pending raise at once', async () => {
  const { loginToken } = await walletPlayer(app);
  await setLimit(loginToken, { type: 'wager', period: 'day', amount: '500000' });
  await setLimit(loginToken, { type: 'wager', period: 'day', amount: '900000' });
  const lowered = await setLimit(loginToken, { type: 'wager', period: 'day', amount: '400000' });
  assert.deepEqual(lowered.body.data, { value: '400000', pending: null });
});

test('removing a limit waits 24 hours; until then it still refuses', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const id = await playerId(username);
  await setLimit(loginToken, { type: 'deposit', period: 'day', amount: '200000' });
  const removal = await post(
    app,
    'rg/remove-limit',
    { type: 'deposit', period: 'day' },
    loginToken,
  );
  assert.equal(removal.statusCode, 200);
  assert.equal(removal.body.data.pending.value, null);
  assert.equal((await limitOf(loginToken, 'deposit', 'day')).pending.removal, true);
  assert.equal((await deposit(loginToken, '300000')).body.errorCode, 40);
  await letPendingTakeEffect(id);
  assert.equal((await deposit(loginToken, '300000')).statusCode, 200);
  assert.equal(await limitOf(loginToken, 'deposit', 'day'), undefined);
  const again = await post(app, 'rg/remove-limit', { type: 'deposit', period: 'day' }, loginToken);
  assert.equal(again.statusCode, 404);
});

test('limit calls check their bodies', async () => {
  const { loginToken } = await walletPlayer(app);
  const refusals = [
    { type: 'deposit', amount: '100' },
    { type: 'deposit', period: 'day', minutes: 30 },
    { type: 'session', minutes: 30, period: 'day' },
    { type: 'session', amount: '5' },
    { type: 'loss', period: 'year', amount: '5' },
    { type: 'deposit', period: 'day', amount: '-5' },
    { type: 'deposit', period: 'day', amount: '0' },
    { type: 'deposit', period: 'day', amount: '1.001' },
    { type: 'session', minutes: 0 },
  ];
  for (const body of refusals) {
    const response = await setLimit(loginToken, body);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(response.body.errorCode, 2);
  }
  assert.equal((await post(app, 'rg/limits', {}, undefined)).statusCode, 401);
});

test('amounts in other currencies count at the current rate in the base currency', async () => {
  const { loginToken } = await walletPlayer(app);
  // 10 USD at 16250 IDR per USD is 162500 IDR.
  await setLimit(loginToken, { type: 'deposit', period: 'day', amount: '200000' });
  const usd = await post(
    app,
    'depo-wd',
    { ...depositBody('10'), currency: 'USDT', paymentChannel: undefined, network: 'TRC20' },
    loginToken,
  );
  assert.equal(usd.statusCode, 200, JSON.stringify(usd.body));
  const limit = await limitOf(loginToken, 'deposit', 'day');
  assert.equal(limit.used, '162500.00');
  const refused = await deposit(loginToken, '50000');
  assert.match(refused.body.message, /37500 IDR remain/);
});

test("a limit set in the player's currency is stored in the base currency at the current rate", async () => {
  const { loginToken } = await walletPlayer(app);
  // The site shows what a limit typed in another currency comes to in this one.
  const listed = await post(app, 'rg/limits', {}, loginToken);
  assert.equal(listed.body.data.baseCurrency, 'IDR');
  // 100 USD at 16250 IDR per USD is 1625000 IDR.
  const set = await setLimit(loginToken, {
    type: 'deposit',
    period: 'day',
    amount: '100',
    currency: 'USD',
  });
  assert.equal(set.statusCode, 200, JSON.stringify(set.body));
  assert.deepEqual(set.body.data, { value: '1625000', pending: null });
  const limit = await limitOf(loginToken, 'deposit', 'day');
  assert.equal(limit.amount, '1625000.00');
  assert.equal(limit.currency, 'IDR');
  // The base currency named explicitly is taken as is.
  const same = await setLimit(loginToken, {
    type: 'deposit',
    period: 'week',
    amount: '200',
    currency: 'IDR',
  });
  assert.deepEqual(same.body.data, { value: '200', pending: null });
  for (const body of [
    { type: 'deposit', period: 'month', amount: '100', currency: 'XYZ' },
    { type: 'deposit', period: 'month', amount: '1.001', currency: 'USD' },
    { type: 'session', minutes: 30, currency: 'USD' },
  ]) {
    const refused = await setLimit(loginToken, body);
    assert.equal(refused.statusCode, 400, JSON.stringify(body));
    assert.equal(refused.body.errorCode, 2);
  }
  assert.equal(await limitOf(loginToken, 'deposit', 'month'), undefined);
});

test('two concurrent deposits never pass one limit together', async () => {
  const { loginToken } = await walletPlayer(app);
  await setLimit(loginToken, { type: 'deposit', period: 'day', amount: '1000000' });
  const answers = await Promise.all(
    Array.from({ length: 6 }, () =>
      app.inject({
        method: 'POST',
        url: '/v1/depo-wd',
        headers: { authorization: loginToken, 'idempotency-key': randomUUID() },
        payload: depositBody('400000'),
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode).sort();
  assert.deepEqual(statuses, [200, 200, 409, 409, 409, 409]);
  const { rows } = await pool.query<{ total: string }>(
    `SELECT sum(amount)::text AS total FROM payments deposit
     JOIN players player ON player.id = deposit.player_id
     WHERE player.username = $1`,
    [loginToken.split(':')[0]],
  );
  assert.equal(new Money(rows[0]?.total ?? '0').toFixed(), '800000');
});

/** A funded player with a live session of the test slot. */
async function playing(fundIdr = '1000000') {
  const player = await walletPlayer(app, fundIdr);
  const sessionId = await providerSession(app, player.loginToken, slot);
  return { ...player, sessionId };
}

const bet = (sessionId: string, amount: string, roundId: string = randomUUID()) =>
  gatewayCall(app, slot.gpid, 'bet', {
    sessionId,
    transactionId: randomUUID(),
    roundId,
    gameCode: slot.code,
    amount,
  });

const win = (sessionId: string, roundId: string, amount: string) =>
  gatewayCall(app, slot.gpid, 'win', { sessionId, transactionId: randomUUID(), roundId, amount });

test('a wager limit refuses the bet that would take stakes beyond it', async () => {
  const { loginToken, sessionId } = await playing();
  await setLimit(loginToken, { type: 'wager', period: 'day', amount: '10000' });
  const roundId = randomUUID();
  assert.equal((await bet(sessionId, '6000', roundId)).statusCode, 200);
  // Wins do not give wagering room back.
  assert.equal((await win(sessionId, roundId, '6000')).statusCode, 200);
  const refused = await bet(sessionId, '5000');
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.body.errorCode, 45);
  assert.match(refused.body.message, /daily wager limit of 10000 IDR: 4000 IDR remain/);
  assert.equal((await bet(sessionId, '4000')).statusCode, 200);
  await assertLedgerInvariants(pool);
});

test('a loss limit counts stakes less wins', async () => {
  const { loginToken, sessionId } = await playing();
  await setLimit(loginToken, { type: 'loss', period: 'week', amount: '10000' });
  const roundId = randomUUID();
  assert.equal((await bet(sessionId, '8000', roundId)).statusCode, 200);
  assert.equal((await win(sessionId, roundId, '5000')).statusCode, 200);
  // Lost 3000 so far: 7000 more may be staked.
  assert.equal((await bet(sessionId, '7001')).body.errorCode, 45);
  assert.equal((await bet(sessionId, '7000')).statusCode, 200);
  assert.equal((await bet(sessionId, '1')).body.errorCode, 45);
  const limit = await limitOf(loginToken, 'loss', 'week');
  assert.equal(limit.used, '10000.00');
  assert.equal(limit.remaining, '0.00');
});

test('a rolled-back bet gives its stake back to the limits', async () => {
  const { loginToken, sessionId } = await playing();
  await setLimit(loginToken, { type: 'wager', period: 'month', amount: '10000' });
  const body = {
    sessionId,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    gameCode: slot.code,
    amount: '10000',
  };
  assert.equal((await gatewayCall(app, slot.gpid, 'bet', body)).statusCode, 200);
  assert.equal((await bet(sessionId, '1')).body.errorCode, 45);
  const rolledBack = await gatewayCall(app, slot.gpid, 'rollback', {
    sessionId,
    transactionId: body.transactionId,
  });
  assert.equal(rolledBack.statusCode, 200, JSON.stringify(rolledBack.body));
  assert.equal((await bet(sessionId, '10000')).statusCode, 200);
});

test('concurrent bets never pass a wager limit together', async () => {
  const { loginToken, sessionId } = await playing();
  await setLimit(loginToken, { type: 'wager', period: 'day', amount: '10000' });
  const answers = await Promise.all(Array.from({ length: 6 }, () => bet(sessionId, '4000')));
  assert.deepEqual(
    answers.map((answer) => answer.statusCode).sort(),
    [200, 200, 409, 409, 409, 409],
  );
  await assertLedgerInvariants(pool);
});

test('a session limit ends login sessions that reach it, on HTTP at once', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const id = await playerId(username);
  const set = await setLimit(loginToken, { type: 'session', minutes: 30 });
  assert.deepEqual(set.body.data, { value: '30', pending: null });
  const { rows } = await pool.query<{ minutes: number }>(
    `SELECT extract(epoch FROM expires_at - created_at)::int / 60 AS minutes FROM login_sessions
     WHERE player_id = $1`,
    [id],
  );
  assert.deepEqual(rows, [{ minutes: 30 }]);
  const view = await limitOf(loginToken, 'session');
  assert.deepEqual(
    { ...view },
    {
      type: 'session',
      minutes: 30,
      used: '0',
      remaining: '30',
      pending: null,
    },
  );

  // A new login starts under the limit too.
  const login = await post(
    app,
    'login3',
    { brandId: 'croupier', username, password: 'goodPassw0rd' },
    await newSessionToken(app),
  );
  const second = login.body.playerToken as string;
  const { rows: sessions } = await pool.query<{ minutes: number }>(
    `SELECT extract(epoch FROM expires_at - created_at)::int / 60 AS minutes FROM login_sessions
     WHERE player_id = $1`,
    [id],
  );
  assert.deepEqual(sessions, [{ minutes: 30 }, { minutes: 30 }]);

  await pool.query(
    `UPDATE login_sessions SET created_at = created_at - interval '31 minutes',
       expires_at = expires_at - interval '31 minutes' WHERE player_id = $1`,
    [id],
  );
  assert.equal((await post(app, 'me', {}, loginToken)).statusCode, 401);
  assert.equal((await post(app, 'me', {}, second)).statusCode, 401);
});

test('a crypto deposit confirmed on chain counts against the deposit limit; one beyond it is held', async () => {
  const { loginToken } = await walletPlayer(app);
  await setLimit(loginToken, { type: 'deposit', period: 'day', amount: '100000' });
  const address = await post(
    app,
    'cryptoWallet/getAddress',
    { currency: 'USDT', network: 'TRC20' },
    loginToken,
  );
  const confirm = (amount: string) =>
    admin(app, 'POST', '/crypto/confirm-deposit', {
      address: address.body.data.address,
      currency: 'USDT',
      network: 'TRC20',
      amount,
      txHash: randomUUID().replaceAll('-', '').repeat(2),
    });
  const confirmed = await confirm('5');
  assert.equal(confirmed.statusCode, 200, JSON.stringify(confirmed.body));
  assert.equal(confirmed.body.data.status, 'SUCCESS');
  assert.equal((await balanceOf(app, loginToken, 'USDT')).available, '5.000000');
  const beyond = await confirm('50');
  assert.deepEqual(
    [beyond.body.data.status, beyond.body.data.holdReason],
    ['HELD', 'limitReached'],
  );
  assert.equal((await balanceOf(app, loginToken, 'USDT')).available, '5.000000');
  assert.equal((await deposit(loginToken, '99000')).body.errorCode, 40);
  await assertLedgerInvariants(pool);
});
