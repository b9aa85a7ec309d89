import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { assertLedgerInvariants, balanceOf, verifiedPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

const withdraw = (loginToken: string, amount: string) =>
  post(
    app,
    'depo-wd',
    { transactionType: 'WITHDRAW', currency: 'IDR', amount, paymentChannel: 'BCA' },
    loginToken,
  );

test('50 concurrent withdrawals of the whole balance: one succeeds, 49 get errorCode 10', async () => {
  const { loginToken } = await verifiedPlayer(app, pool, '1000000');
  const results = await Promise.all(
    Array.from({ length: 50 }, () => withdraw(loginToken, '1000000')),
  );
  const succeeded = results.filter((result) => result.statusCode === 200);
  const refused = results.filter((result) => result.statusCode !== 200);
  assert.equal(succeeded.length, 1);
  assert.equal(refused.length, 49);
  for (const result of refused)
    assert.deepEqual([result.statusCode, result.body.errorCode], [409, 10]);
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '0.00',
    held: '1000000.00',
  });
  await assertLedgerInvariants(pool);
});

test('withdrawals and swaps racing for one balance never overdraw it', async () => {
  const { loginToken } = await verifiedPlayer(app, pool, '1000000');
  const quotes = await Promise.all(
    Array.from({ length: 10 }, () =>
      post(
        app,
        'swap',
        { action: 'quote', fromCurrency: 'IDR', toCurrency: 'USDT', amount: '300000' },
        loginToken,
      ),
    ),
  );
  const results = await Promise.all([
    ...quotes.map((quote) =>
      post(app, 'swap', { action: 'execute', quoteId: quote.body.data.quoteId }, loginToken),
    ),
    ...Array.from({ length: 10 }, () => withdraw(loginToken, '300000')),
  ]);
  const succeeded = results.filter((result) => result.statusCode === 200);
  assert.equal(succeeded.length, 3, 'three times 300000 fit in 1000000');
  for (const result of results.filter((candidate) => candidate.statusCode !== 200)) {
    assert.equal(result.body.errorCode, 10);
  }
  const { available } = await balanceOf(app, loginToken, 'IDR');
  assert.equal(available, '100000.00');
  await assertLedgerInvariants(pool);
});
