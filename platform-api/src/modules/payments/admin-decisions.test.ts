import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, staffMember, staffSession } from '../../../test/operators.js';
import {
  admin,
  assertLedgerInvariants,
  balanceOf,
  verifiedPlayer,
  walletPlayer,
} from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

const TX_HASH = 'ab'.repeat(32);

async function request(loginToken: string, body: object) {
  const response = await post(app, 'depo-wd', body, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.transactionId as string;
}
const idrDeposit = (amount: string) => ({
  transactionType: 'DEPOSIT',
  currency: 'IDR',
  amount,
  paymentChannel: 'BCA',
});
const idrWithdrawal = (amount: string) => ({ ...idrDeposit(amount), transactionType: 'WITHDRAW' });
const approve = (id: string) => admin(app, 'POST', `/payments/${id}/approve`, {});
const decline = (id: string, reason = 'payment_not_received') =>
  admin(app, 'POST', `/payments/${id}/decline`, { reason });

test('every operator call needs the operator key (errorCode 8)', async () => {
  for (const [method, path] of [
    ['GET', '/payments/pending'],
    ['POST', '/payments/00000000-0000-4000-8000-000000000000/approve'],
    ['GET', '/payments/00000000-0000-4000-8000-000000000000/receipt'],
    ['POST', '/rates'],
    ['POST', '/crypto/confirm-deposit'],
  ] as const) {
    for (const key of [null, '', 'wrong-key', 'demo-operator-key ']) {
      const response = await admin(app, method, path, method === 'POST' ? {} : undefined, key);
      assert.equal(response.statusCode, 401, `${path} ${key}`);
      assert.equal(response.body.errorCode, 8);
    }
  }
});

test('approving a deposit credits it; deciding again the same way answers the same', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const id = await request(loginToken, idrDeposit('100000'));
  const pending = await admin(app, 'GET', '/payments/pending');
  const listed = pending.body.data.find(
    (item: { transactionId: string }) => item.transactionId === id,
  );
  assert.equal(listed.username, username.toLowerCase());
  assert.equal(listed.brandId, 'croupier');

  const first = await approve(id);
  assert.equal(first.statusCode, 200);
  assert.equal(first.body.data.status, 'SUCCESS');
  assert.deepEqual((await approve(id)).body, first.body);
  const conflicting = await decline(id);
  assert.equal(conflicting.statusCode, 409);
  assert.equal(conflicting.body.errorCode, 13);
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '100000.00',
    held: '0.00',
  });
  const stillPending = await admin(app, 'GET', '/payments/pending');
  assert.ok(
    !stillPending.body.data.some((item: { transactionId: string }) => item.transactionId === id),
  );
});

test('declining a deposit moves nothing and records the reason', async () => {
  const { loginToken } = await walletPlayer(app);
  const id = await request(loginToken, idrDeposit('100000'));
  const declined = await decline(id, 'amount_mismatch');
  assert.equal(declined.body.data.status, 'DECLINED');
  assert.equal(declined.body.data.reason, 'amount_mismatch');
  assert.equal(declined.body.data.reasonCode, 'amount_mismatch');
  assert.deepEqual((await decline(id, 'duplicate_request')).body, declined.body);
  assert.equal((await approve(id)).body.errorCode, 13);
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), { available: '0.00', held: '0.00' });
});

test('a decline takes a reason from the closed list; its note is for staff only', async () => {
  const { loginToken } = await walletPlayer(app);
  const id = await request(loginToken, idrDeposit('100000'));
  for (const bad of [
    {},
    { reason: 'Receipt unreadable' },
    { reason: 'amount_mismatch', note: '' },
    { reason: 'amount_mismatch', note: 'x'.repeat(2001) },
    { reason: 'amount_mismatch', other: 1 },
  ]) {
    const refused = await admin(app, 'POST', `/payments/${id}/decline`, bad);
    assert.equal(refused.statusCode, 400, JSON.stringify(bad));
  }
  assert.equal(
    (await post(app, 'get-transaction', { transactionId: id }, loginToken)).body.data.status,
    'PENDING',
  );

  const declined = await admin(app, 'POST', `/payments/${id}/decline`, {
    reason: 'amount_mismatch',
    note: 'Receipt shows 10,000 not 100,000',
  });
  assert.equal(declined.statusCode, 200, JSON.stringify(declined.body));
  const seen = await post(app, 'get-transaction', { transactionId: id }, loginToken);
  assert.equal(seen.body.data.reasonCode, 'amount_mismatch');
  assert.doesNotMatch(JSON.stringify(seen.body), /Receipt shows/);
  assert.doesNotMatch(JSON.stringify(declined.body), /Receipt shows/);
  const { rows } = await pool.query(
    `SELECT payment.staff_note, audit.after->>'staffNote' AS audited
     FROM payments payment
     JOIN audit_log audit ON audit.target = 'transaction:' || payment.id
     WHERE payment.id = $1 AND audit.action = 'payment.decline'`,
    [id],
  );
  assert.deepEqual(rows, [
    { staff_note: 'Receipt shows 10,000 not 100,000', audited: 'Receipt shows 10,000 not 100,000' },
  ]);
});

test('declining a withdrawal releases the hold; approving one pays it out', async () => {
  const { loginToken } = await verifiedPlayer(app, pool, '1000000');
  const released = await request(loginToken, idrWithdrawal('300000'));
  const paid = await request(loginToken, idrWithdrawal('200000'));
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '500000.00',
    held: '500000.00',
  });
  assert.equal((await decline(released, 'account_name_mismatch')).statusCode, 200);
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '800000.00',
    held: '200000.00',
  });
  assert.equal((await approve(paid)).statusCode, 200);
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '800000.00',
    held: '0.00',
  });
  await assertLedgerInvariants(pool);
});

test('an approval and a decline racing for one transaction: exactly one wins', async () => {
  const { loginToken } = await verifiedPlayer(app, pool, '500000');
  const id = await request(loginToken, idrWithdrawal('500000'));
  const results = await Promise.all([approve(id), decline(id), approve(id), decline(id)]);
  const winners = new Set(
    results.filter((result) => result.statusCode === 200).map((result) => result.body.data.status),
  );
  assert.equal(winners.size, 1);
  for (const result of results.filter((candidate) => candidate.statusCode !== 200)) {
    assert.equal(result.body.errorCode, 13);
  }
  await assertLedgerInvariants(pool);
});

test('unknown and malformed transaction ids', async () => {
  const unknown = await approve('00000000-0000-4000-8000-000000000000');
  assert.deepEqual([unknown.statusCode, unknown.body.errorCode], [404, 6]);
  const malformed = await approve('not-a-uuid');
  assert.deepEqual([malformed.statusCode, malformed.body.errorCode], [400, 2]);
  const noReason = await admin(
    app,
    'POST',
    '/payments/00000000-0000-4000-8000-000000000000/decline',
    {},
  );
  assert.deepEqual([noReason.statusCode, noReason.body.errorCode], [400, 2]);
});

test('confirm-deposit credits the address owner once per txHash', async () => {
  const { loginToken } = await walletPlayer(app);
  const address = (
    await post(app, 'cryptoWallet/getAddress', { currency: 'USDT', network: 'TRC20' }, loginToken)
  ).body.data.address;
  const report = { address, currency: 'USDT', network: 'TRC20', amount: '125.5', txHash: TX_HASH };
  const first = await admin(app, 'POST', '/crypto/confirm-deposit', report);
  assert.equal(first.statusCode, 200, JSON.stringify(first.body));
  assert.deepEqual(
    [first.body.data.status, first.body.data.amount, first.body.data.network],
    ['SUCCESS', '125.500000', 'TRC20'],
  );
  // The repeat answers the first's status and body (its Date header is of its own second).
  const repeated = await admin(app, 'POST', '/crypto/confirm-deposit', report);
  assert.deepEqual([repeated.statusCode, repeated.body], [first.statusCode, first.body]);
  assert.deepEqual(await balanceOf(app, loginToken, 'USDT'), {
    available: '125.500000',
    held: '0.000000',
  });

  const changed = await admin(app, 'POST', '/crypto/confirm-deposit', { ...report, amount: '999' });
  assert.deepEqual([changed.statusCode, changed.body.errorCode], [409, 9]);
  for (const [body, status] of [
    [{ ...report, txHash: 'cd'.repeat(32), address: 'TUnknownAddress' }, 404],
    [{ ...report, txHash: 'cd'.repeat(32), network: 'ERC20' }, 400],
    [{ ...report, txHash: 'cd'.repeat(32), currency: 'BTC' }, 400],
    [{ ...report, txHash: 'cd'.repeat(32), amount: '1.0000001' }, 400],
    [{ ...report, txHash: 'not-a-hash' }, 400],
  ] as const) {
    assert.equal(
      (await admin(app, 'POST', '/crypto/confirm-deposit', body)).statusCode,
      status,
      JSON.stringify(body),
    );
  }
  const history = await post(
    app,
    'listAccountTransaction',
    { transactionType: 'DEPOWD', sort: 'desc' },
    loginToken,
  );
  assert.equal(history.body.data.total, 1);
  await assertLedgerInvariants(pool);
});

test('every staff role reads the currencies, for the currency pickers', async () => {
  const { rows } = await pool.query('SELECT code FROM currencies ORDER BY sort');
  for (const role of ['payments', 'support', 'marketing', 'release']) {
    const caller = { cookie: await staffSession(app, await staffMember(pool, [role], ['lagoon'])) };
    const answer = await adminAs(app, caller, 'GET', '/currencies');
    assert.equal(answer.statusCode, 200, role);
    assert.deepEqual(
      answer.body.data.map((currency: { currency: string }) => currency.currency),
      rows.map((row) => row.code),
    );
    assert.deepEqual(Object.keys(answer.body.data[0]).sort(), [
      'currency',
      'name',
      'networks',
      'scale',
      'type',
    ]);
  }
  assert.equal((await admin(app, 'GET', '/currencies', undefined, null)).statusCode, 401);
});

test('operators set rates and spreads; swaps quote with them', async () => {
  const { loginToken } = await walletPlayer(app);
  const set = await admin(app, 'POST', '/rates', {
    currency: 'USD',
    targetCurrency: 'THB',
    rate: '36.25',
    spread: '0.02',
  });
  assert.equal(set.statusCode, 200);
  assert.deepEqual(
    { ...set.body.data, updatedAt: undefined },
    { currency: 'USD', targetCurrency: 'THB', rate: '36.25', spread: '0.02', updatedAt: undefined },
  );
  const rate = await post(
    app,
    'getExchangeRate',
    { currency: 'USD', targetCurrency: 'THB' },
    loginToken,
  );
  assert.equal(rate.body.data.rate, '36.25');
  const quote = await post(
    app,
    'swap',
    { action: 'quote', fromCurrency: 'USD', toCurrency: 'THB', amount: '100' },
    loginToken,
  );
  assert.deepEqual([quote.body.data.rate, quote.body.data.toAmount], ['35.525', '3552.50']);
  for (const body of [
    { currency: 'USD', targetCurrency: 'USD', rate: '1' },
    { currency: 'USD', targetCurrency: 'THB', rate: '0' },
    { currency: 'USD', targetCurrency: 'THB', rate: '1', spread: '1' },
    { currency: 'USD', targetCurrency: 'XYZ', rate: '1' },
    { currency: 'USD', targetCurrency: 'THB', rate: '-1' },
  ]) {
    const refused = await admin(app, 'POST', '/rates', body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], JSON.stringify(body));
  }
});
