import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import { admin, assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

const first = { key: await apiKey(app, 'first approver', ['payments']) };
const second = { key: await apiKey(app, 'second approver', ['payments']) };

async function deposit(loginToken: string, amount: string) {
  const response = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount, paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.transactionId as string;
}
const approve = (who: { key: string }, id: string) =>
  adminAs(app, who, 'POST', `/payments/${id}/approve`, {});
const setAbove = (above: string | null, key?: string) =>
  admin(app, 'POST', '/brands/croupier/second-approval', { currency: 'IDR', above }, key);

test('above the amount, a payment is approved by two different staff members', async () => {
  assert.equal((await setAbove('1000000')).statusCode, 200);
  const { loginToken } = await walletPlayer(app);
  const id = await deposit(loginToken, '1000001');

  const once = await approve(first, id);
  assert.equal(once.statusCode, 200, JSON.stringify(once.body));
  assert.equal(once.body.data.status, 'PENDING');
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), { available: '0.00', held: '0.00' });
  const pending = await admin(app, 'GET', '/payments/pending');
  const listed = pending.body.data.find(
    (item: { transactionId: string }) => item.transactionId === id,
  );
  assert.equal(listed.firstApprovedBy, 'first approver');

  const again = await approve(first, id);
  assert.equal(again.statusCode, 409);
  assert.equal(again.body.errorCode, 31);
  assert.match(again.body.message, /another staff member/);

  const twice = await approve(second, id);
  assert.equal(twice.body.data.status, 'SUCCESS');
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '1000001.00',
    held: '0.00',
  });
  const { rows } = await pool.query(
    'SELECT first_approved_by, decided_by FROM payments WHERE id = $1',
    [id],
  );
  assert.deepEqual(rows[0], { first_approved_by: 'first approver', decided_by: 'second approver' });
  await assertLedgerInvariants(pool);
});

test('at the amount itself, one approval suffices', async () => {
  assert.equal((await setAbove('1000000')).statusCode, 200);
  const { loginToken } = await walletPlayer(app);
  const id = await deposit(loginToken, '1000000');
  assert.equal((await approve(first, id)).body.data.status, 'SUCCESS');
});

test('a decline needs no second approval, even after a first one', async () => {
  assert.equal((await setAbove('0')).statusCode, 200);
  const { loginToken } = await walletPlayer(app);
  const id = await deposit(loginToken, '50000');
  assert.equal((await approve(first, id)).body.data.status, 'PENDING');
  const declined = await adminAs(app, first, 'POST', `/payments/${id}/decline`, {
    reason: 'payment_not_received',
  });
  assert.equal(declined.body.data.status, 'DECLINED');
});

test('removing the amount makes one approval final again', async () => {
  assert.equal((await setAbove('0')).statusCode, 200);
  const { loginToken } = await walletPlayer(app);
  const id = await deposit(loginToken, '50000');
  assert.equal((await approve(first, id)).body.data.status, 'PENDING');
  const removed = await setAbove(null);
  assert.deepEqual(removed.body.data, []);
  assert.equal((await approve(first, id)).body.data.status, 'SUCCESS');
});

test('only owners set the amount; it is validated and audited', async () => {
  const payments = await apiKey(app, 'payments only', ['payments']);
  assert.equal((await setAbove('10', payments)).statusCode, 403);
  const unknown = await admin(app, 'POST', '/brands/croupier/second-approval', {
    currency: 'XYZ',
    above: '1',
  });
  assert.equal(unknown.statusCode, 400);
  assert.equal(unknown.body.errorCode, 2);
  for (const above of ['-1', '1e5', 'abc', 5]) {
    assert.equal((await setAbove(above as string)).statusCode, 400, String(above));
  }
  assert.equal(
    (await admin(app, 'POST', '/brands/nope/second-approval', { currency: 'IDR', above: '1' }))
      .statusCode,
    404,
  );
  assert.equal((await setAbove('250000.5')).statusCode, 200);
  const listed = await admin(app, 'GET', '/brands/croupier/second-approval');
  assert.deepEqual(listed.body.data, [{ currency: 'IDR', above: '250000.5' }]);
  const { rows } = await pool.query(
    `SELECT action, target FROM audit_log WHERE action = 'payment.set-second-approval'
     ORDER BY id DESC LIMIT 1`,
  );
  assert.deepEqual(rows[0], {
    action: 'payment.set-second-approval',
    target: 'second-approval:IDR',
  });
});
