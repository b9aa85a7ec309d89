import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { DEMO_OPERATOR_KEY } from '../../config.js';
import {
  countRows,
  newSessionToken,
  post,
  registerPlayer,
  startTestApp,
} from '../../../test/harness.js';
import { assertLedgerInvariants, balanceOf } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

async function promote(body: object, idempotencyKey?: string, operatorKey = DEMO_OPERATOR_KEY) {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/v1/bonuses/promotion',
    headers: {
      'x-operator-key': operatorKey,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const promotion = (username: string, amount = '25000') => ({
  username,
  brandId: 'croupier',
  amount,
  currency: 'IDR',
  description: 'Weekend reload',
});

test('a promotion bonus is credited once per Idempotency-Key and listed newest first', async () => {
  const { username, loginToken } = await registerPlayer(app);
  const first = await promote(promotion(username), 'promo-1');
  assert.equal(first.statusCode, 200, JSON.stringify(first.body));
  assert.deepEqual(
    { ...first.body.data, bonusId: undefined, createdAt: undefined },
    {
      bonusId: undefined,
      source: 'promotion',
      amount: '25000.00',
      currency: 'IDR',
      status: 'credited',
      description: 'Weekend reload',
      createdAt: undefined,
    },
  );
  const replays = await Promise.all([
    promote(promotion(username), 'promo-1'),
    promote(promotion(username), 'promo-1'),
  ]);
  for (const replay of replays) assert.deepEqual(replay, first);
  const reused = await promote(promotion(username, '1'), 'promo-1');
  assert.deepEqual([reused.statusCode, reused.body.errorCode], [409, 9]);
  const second = await promote(promotion(username.toUpperCase(), '0.5'), 'promo-2');
  assert.equal(second.statusCode, 200);

  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '25000.50');
  const list = await post(app, 'bonus/list', {}, loginToken);
  assert.deepEqual(list.body.data, {
    items: [second.body.data, first.body.data],
    total: 2,
    page: 1,
    pageSize: 20,
  });
  const page = await post(app, 'bonus/list', { page: 2, pageSize: 1 }, loginToken);
  assert.deepEqual(page.body.data.items, [first.body.data]);
  await assertLedgerInvariants(pool);
});

test('promotion refuses bad requests and writes nothing', async () => {
  const { username } = await registerPlayer(app);
  const bonusesBefore = await countRows(pool, 'bonuses');
  const transfersBefore = await countRows(pool, 'ledger_transfers');
  for (const [body, key, status, errorCode] of [
    [promotion(username), undefined, 400, 2],
    [{ ...promotion(username), amount: '-5' }, 'bad-1', 400, 2],
    [{ ...promotion(username), amount: '0' }, 'bad-2', 400, 2],
    [{ ...promotion(username), amount: '1.001' }, 'bad-3', 400, 2],
    [{ ...promotion(username), amount: 5 }, 'bad-4', 400, 2],
    [{ ...promotion(username), description: '' }, 'bad-5', 400, 2],
    [{ ...promotion(username), currency: 'XXX' }, 'bad-6', 400, 2],
    [{ ...promotion(username), extra: true }, 'bad-7', 400, 2],
    [{ ...promotion(username), brandId: 'lagoon' }, 'bad-8', 404, 6],
    [promotion('nobody_here'), 'bad-9', 404, 6],
  ] as const) {
    const response = await promote(body, key);
    assert.deepEqual(
      [response.statusCode, response.body.errorCode],
      [status, errorCode],
      JSON.stringify(body),
    );
  }
  const wrongKey = await promote(promotion(username), 'bad-10', 'not-the-key');
  assert.deepEqual([wrongKey.statusCode, wrongKey.body.errorCode], [401, 8]);
  assert.equal(await countRows(pool, 'bonuses'), bonusesBefore);
  assert.equal(await countRows(pool, 'ledger_transfers'), transfersBefore);
});

test('bonus/list: empty for a new player; bad bodies are errorCode 2; session tokens refused', async () => {
  const { loginToken } = await registerPlayer(app);
  assert.deepEqual((await post(app, 'bonus/list', {}, loginToken)).body, {
    errorCode: 0,
    data: { items: [], total: 0, page: 1, pageSize: 20 },
  });
  for (const body of [{ page: 0 }, { pageSize: 101 }, { page: '1' }, { sort: 'asc' }]) {
    const response = await post(app, 'bonus/list', body, loginToken);
    assert.deepEqual([response.statusCode, response.body.errorCode], [400, 2]);
  }
  for (const authorization of [undefined, await newSessionToken(app)]) {
    const response = await post(app, 'bonus/list', {}, authorization);
    assert.deepEqual([response.statusCode, response.body.errorCode], [401, 1]);
  }
});

test('a player the operator blocked receives no promotion bonus', async () => {
  const { username, loginToken } = await registerPlayer(app);
  await pool.query('UPDATE players SET blocked_at = now() WHERE username = $1', [username]);
  const refused = await promote(promotion(username), 'promo-blocked');
  assert.equal(refused.statusCode, 403, JSON.stringify(refused.body));
  assert.equal(refused.body.errorCode, 50);
  assert.match(refused.body.message, /blocked/);
  await pool.query('UPDATE players SET blocked_at = NULL WHERE username = $1', [username]);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '0.00');
});
