import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';

import { post } from '../../../test/harness.js';
import {
  betBody,
  expireSession,
  hub88Call,
  hub88Session,
  rollbackBody,
  startHub88TestApp,
  winBody,
} from '../../../test/hub88.js';
import { walletPlayer } from '../../../test/wallet.js';

const { app, pool, playing } = await startHub88TestApp();

test('balance answers the balance in units of 1/100000, signed, echoing the request', async () => {
  const session = await playing();
  const request_uuid = randomUUID();
  const answer = await hub88Call(app, 'user/balance', {
    user: session.user,
    token: session.token,
    request_uuid,
    game_code: 'sbx_test_slot',
  });
  assert.deepEqual(answer, {
    user: session.user,
    status: 'RS_OK',
    request_uuid,
    currency: 'IDR',
    balance: 10_000_000_000,
  });
});

test('user info names the brand as sub-partner', async () => {
  const session = await playing();
  const answer = await hub88Call(app, 'user/info', { user: session.user, request_uuid: 'r-1' });
  assert.equal(answer.status, 'RS_OK');
  assert.equal(answer.sub_partner_id, 'croupier');
  assert.match(answer.registration_date, /^\d{4}-\d{2}-\d{2}$/);
  const unknown = await hub88Call(app, 'user/info', { user: randomUUID(), request_uuid: 'r-2' });
  assert.equal(unknown.status, 'RS_ERROR_UNKNOWN');
});

test('a missing, wrong or foreign signature is RS_ERROR_INVALID_SIGNATURE', async () => {
  const session = await playing();
  const body = betBody(session);
  for (const signature of [null, 'AAAA', Buffer.from('x').toString('base64')]) {
    const answer = await hub88Call(app, 'transaction/bet', body, signature);
    assert.equal(answer.status, 'RS_ERROR_INVALID_SIGNATURE');
    assert.equal(answer.request_uuid, body.request_uuid);
  }
  const balance = await hub88Call(app, 'user/balance', { ...body, request_uuid: 'after' });
  assert.equal(balance.balance, 10_000_000_000, 'nothing moved');
});

test('bad JSON and missing fields are RS_ERROR_WRONG_SYNTAX; wrong types RS_ERROR_WRONG_TYPES', async () => {
  const session = await playing();
  assert.equal(
    (await hub88Call(app, 'transaction/bet', '{"user":')).status,
    'RS_ERROR_WRONG_SYNTAX',
  );
  const { amount: _, ...withoutAmount } = betBody(session);
  assert.equal(
    (await hub88Call(app, 'transaction/bet', withoutAmount)).status,
    'RS_ERROR_WRONG_SYNTAX',
  );
  for (const amount of ['1000', 10.5, -1, 2 ** 53]) {
    const answer = await hub88Call(app, 'transaction/bet', betBody(session, { amount }));
    assert.equal(answer.status, 'RS_ERROR_WRONG_TYPES', `amount ${amount}`);
  }
  const extra = await hub88Call(app, 'transaction/bet', betBody(session, { new_field: 1 }));
  assert.equal(extra.status, 'RS_OK', 'fields Hub88 adds later are accepted');
});

test('unknown tokens, and tokens of another user, are RS_ERROR_INVALID_TOKEN', async () => {
  const session = await playing();
  const other = await playing();
  for (const body of [
    betBody({ ...session, token: 'never-issued-token' }),
    betBody({ ...session, user: other.user }),
  ]) {
    assert.equal((await hub88Call(app, 'transaction/bet', body)).status, 'RS_ERROR_INVALID_TOKEN');
  }
});

test('a bet of another game or currency is refused, with the balance', async () => {
  const session = await playing();
  const game = await hub88Call(app, 'transaction/bet', betBody(session, { game_code: 'other' }));
  assert.equal(game.status, 'RS_ERROR_INVALID_GAME');
  assert.equal(game.balance, 10_000_000_000);
  const currency = await hub88Call(app, 'transaction/bet', betBody(session, { currency: 'USD' }));
  assert.equal(currency.status, 'RS_ERROR_WRONG_CURRENCY');
  assert.equal(currency.currency, 'IDR');
});

test('a bet beyond the balance is RS_ERROR_NOT_ENOUGH_MONEY with the current balance', async () => {
  const session = await playing();
  const answer = await hub88Call(
    app,
    'transaction/bet',
    betBody(session, { amount: 10_000_001_000 }),
  );
  assert.equal(answer.status, 'RS_ERROR_NOT_ENOUGH_MONEY');
  assert.equal(answer.balance, 10_000_000_000);
  const exact = await hub88Call(
    app,
    'transaction/bet',
    betBody(session, { amount: 10_000_000_000 }),
  );
  assert.deepEqual([exact.status, exact.balance], ['RS_OK', 0]);
});

test('an amount finer than the currency is refused, never rounded', async () => {
  const session = await playing();
  const answer = await hub88Call(app, 'transaction/bet', betBody(session, { amount: 1 }));
  assert.equal(answer.status, 'RS_ERROR_WRONG_TYPES');
  assert.equal(answer.balance, 10_000_000_000);
});

test('a blocked player bets no more, but wins and rollbacks of earlier bets land', async () => {
  const session = await playing();
  const first = betBody(session);
  const second = betBody(session);
  assert.equal((await hub88Call(app, 'transaction/bet', first)).status, 'RS_OK');
  assert.equal((await hub88Call(app, 'transaction/bet', second)).status, 'RS_OK');
  await pool.query('UPDATE players SET blocked_at = now() WHERE id = $1', [session.user]);
  const refused = await hub88Call(app, 'transaction/bet', betBody(session));
  assert.deepEqual([refused.status, refused.balance], ['RS_ERROR_USER_DISABLED', 9_999_800_000]);
  const paid = await hub88Call(
    app,
    'transaction/win',
    winBody(session, first, { amount: 300_000 }),
  );
  assert.deepEqual([paid.status, paid.balance], ['RS_OK', 10_000_100_000]);
  const undone = await hub88Call(app, 'transaction/rollback', rollbackBody(session, second));
  assert.deepEqual([undone.status, undone.balance], ['RS_OK', 10_000_200_000]);
});

test('after the token expired bets are RS_ERROR_TOKEN_EXPIRED; wins and rollbacks land', async () => {
  const session = await playing();
  const first = betBody(session);
  const second = betBody(session);
  await hub88Call(app, 'transaction/bet', first);
  await hub88Call(app, 'transaction/bet', second);
  await expireSession(pool, session.token);
  const refused = await hub88Call(app, 'transaction/bet', betBody(session));
  assert.equal(refused.status, 'RS_ERROR_TOKEN_EXPIRED');
  const paid = await hub88Call(app, 'transaction/win', winBody(session, first, { amount: 0 }));
  assert.deepEqual([paid.status, paid.balance], ['RS_OK', 9_999_800_000]);
  const undone = await hub88Call(app, 'transaction/rollback', rollbackBody(session, second));
  assert.deepEqual([undone.status, undone.balance], ['RS_OK', 9_999_900_000]);
  const balance = await hub88Call(app, 'user/balance', { ...session, request_uuid: 'b' });
  assert.equal(balance.status, 'RS_OK');
});

test("player protection refuses Hub88 bets: a time-out is the player's disabled state, a wager limit a reached limit", async () => {
  const limited = await walletPlayer(app, '100000');
  const limitedSession = await hub88Session(pool, limited.username);
  const limit = { type: 'wager', period: 'day', amount: '1.50' };
  assert.equal((await post(app, 'rg/set-limit', limit, limited.loginToken)).statusCode, 200);
  // 1.00 IDR, then 1.00 more: the second would take the day's stakes past 1.50.
  const first = await hub88Call(app, 'transaction/bet', betBody(limitedSession));
  assert.equal(first.status, 'RS_OK');
  const over = await hub88Call(app, 'transaction/bet', betBody(limitedSession));
  assert.deepEqual([over.status, over.balance], ['RS_ERROR_LIMIT_REACHED', first.balance]);

  const resting = await walletPlayer(app, '100000');
  const restingSession = await hub88Session(pool, resting.username);
  assert.equal((await post(app, 'rg/time-out', { days: 1 }, resting.loginToken)).statusCode, 200);
  const refused = await hub88Call(app, 'transaction/bet', betBody(restingSession));
  assert.deepEqual([refused.status, refused.balance], ['RS_ERROR_USER_DISABLED', 10_000_000_000]);
});
