// The admin paths of a payment: /payments/…, and /transactions/…, their first name, kept as an
// alias of the same routes.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { admin, walletPlayer } from '../../../test/wallet.js';
import { PAYMENT_PATH_PREFIXES } from './admin-routes.js';

const { app, close } = await startTestApp();
after(close);

async function requestDeposit(loginToken: string, amount: string): Promise<string> {
  const response = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount, paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.transactionId as string;
}

test('payments are listed, counted and read alike under /payments and /transactions', async () => {
  assert.deepEqual(PAYMENT_PATH_PREFIXES, ['/payments', '/transactions']);
  const { loginToken } = await walletPlayer(app);
  const id = await requestDeposit(loginToken, '91000');
  for (const path of ['pending', 'pending/count', `${id}/player-context`]) {
    const [current, alias] = [
      await admin(app, 'GET', `/payments/${path}`),
      await admin(app, 'GET', `/transactions/${path}`),
    ];
    assert.equal(current.statusCode, 200, `${path}: ${JSON.stringify(current.body)}`);
    assert.deepEqual(alias.body, current.body, path);
  }
  const pending = await admin(app, 'GET', '/payments/pending');
  assert.ok(pending.body.data.some((item: { transactionId: string }) => item.transactionId === id));
  const receipt = await admin(app, 'GET', `/transactions/${id}/receipt`);
  assert.deepEqual([receipt.statusCode, receipt.body.errorCode], [404, 6]);
});

test('a payment decided under one path is decided under the other', async () => {
  const { loginToken } = await walletPlayer(app);
  const approvedId = await requestDeposit(loginToken, '92000');
  const approved = await admin(app, 'POST', `/transactions/${approvedId}/approve`, {});
  assert.equal(approved.body.data.status, 'SUCCESS');
  assert.deepEqual(
    (await admin(app, 'POST', `/payments/${approvedId}/approve`, {})).body,
    approved.body,
  );

  const declinedId = await requestDeposit(loginToken, '93000');
  const declined = await admin(app, 'POST', `/payments/${declinedId}/decline`, {
    reason: 'amount_mismatch',
  });
  assert.equal(declined.body.data.status, 'DECLINED');
  const again = await admin(app, 'POST', `/transactions/${declinedId}/decline`, {
    reason: 'amount_mismatch',
  });
  assert.deepEqual(again.body, declined.body);
  const refused = await admin(app, 'POST', `/transactions/${declinedId}/approve`, {});
  assert.deepEqual([refused.statusCode, refused.body.errorCode], [409, 13]);

  const bulk = await admin(app, 'POST', '/transactions/bulk-decision', {
    decision: 'approve',
    transactionIds: [approvedId],
  });
  assert.deepEqual(bulk.body.data.results, [{ transactionId: approvedId, outcome: 'approved' }]);
});

test('the OpenAPI document lists each payment route under both paths, described alike', () => {
  const { paths } = app.swagger() as {
    paths: Record<string, Record<string, { summary?: string; description?: string }>>;
  };
  const paymentPaths = Object.keys(paths).filter((path) => path.startsWith('/admin/v1/payments/'));
  for (const path of [
    '/admin/v1/payments/pending',
    '/admin/v1/payments/pending/count',
    '/admin/v1/payments/bulk-decision',
    '/admin/v1/payments/{id}/approve',
    '/admin/v1/payments/{id}/decline',
    '/admin/v1/payments/{id}/release',
    '/admin/v1/payments/{id}/return',
    '/admin/v1/payments/{id}/receipt',
    '/admin/v1/payments/{id}/player-context',
  ]) {
    assert.ok(paymentPaths.includes(path), `${path} is documented`);
    const alias = path.replace('/admin/v1/payments/', '/admin/v1/transactions/');
    assert.deepEqual(paths[alias], paths[path], alias);
  }
});
