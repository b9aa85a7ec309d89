import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { countRows, post, startTestApp } from '../../../test/harness.js';
import { assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';
import { Money } from '../../money/amounts.js';
import {
  afterSpread,
  convertAmount,
  displayRate,
  pairKey,
  resolveRate,
  storedPair,
  type RateTable,
} from './rates.js';

const { app, pool, close } = await startTestApp();
after(close);

const at = new Date('2026-01-01T00:00:00Z');
const table: RateTable = new Map([
  [pairKey('USD', 'IDR'), storedPair(new Money(16000), new Money('0.01'), at)],
  [pairKey('BTC', 'USD'), storedPair(new Money(65000), new Money('0.02'), at)],
]);
const resolved = (currency: string, target: string) => {
  const pair = resolveRate(table, currency, target);
  assert.ok(pair !== null, `${currency} → ${target}`);
  return pair;
};

test('rates resolve directly, inversely and across USD, spreads compounding', () => {
  assert.equal(displayRate(resolved('USD', 'IDR')).toFixed(), '16000');
  assert.equal(displayRate(resolved('IDR', 'USD')).toFixed(), '0.0000625');
  const cross = resolved('BTC', 'IDR');
  assert.equal(displayRate(cross).toFixed(), '1040000000');
  assert.equal(cross.spread.toFixed(), '0.0298');
  assert.equal(displayRate(resolved('IDR', 'BTC')).toFixed(), '0.000000000961538461');
  assert.equal(resolveRate(table, 'BTC', 'THB'), null);
  assert.equal(displayRate(afterSpread(resolved('USD', 'IDR'))).toFixed(), '15840');
  // Inverse rates convert exactly; results round down to the target's scale.
  assert.equal(convertAmount(new Money(130), resolved('USD', 'BTC'), 8).toFixed(), '0.002');
  assert.equal(convertAmount(new Money('1'), resolved('IDR', 'USD'), 2).toFixed(), '0');
  assert.equal(
    convertAmount(
      new Money('1.99'),
      storedPair(new Money('0.333333'), new Money(0), at),
      2,
    ).toFixed(),
    '0.66',
  );
});

const quote = (loginToken: string, fromCurrency: string, toCurrency: string, amount: string) =>
  post(app, 'swap', { action: 'quote', fromCurrency, toCurrency, amount }, loginToken);
const execute = (loginToken: string, quoteId: string) =>
  post(app, 'swap', { action: 'execute', quoteId }, loginToken);

test('getExchangeRate and the USD conversions use the mid rate', async () => {
  const { loginToken } = await walletPlayer(app);
  const rate = (currency: string, targetCurrency: string) =>
    post(app, 'getExchangeRate', { currency, targetCurrency }, loginToken);
  assert.equal((await rate('USD', 'IDR')).body.data.rate, '16250');
  assert.equal((await rate('IDR', 'USD')).body.data.rate, '0.000061538461538461');
  assert.equal((await rate('USDT', 'IDR')).body.data.rate, '16250');
  assert.match((await rate('BTC', 'ETH')).body.data.updatedAt, /^\d{4}-\d\d-\d\dT/);
  for (const [currency, target] of [
    ['USD', 'USD'],
    ['USD', 'XYZ'],
    ['usd', 'IDR'],
  ]) {
    assert.equal((await rate(currency ?? '', target ?? '')).body.errorCode, 2);
  }

  const toCrypto = await post(
    app,
    'convertUSDToCrypto',
    { chain: 'BTC', amount: '130' },
    loginToken,
  );
  assert.deepEqual(toCrypto.body.data, {
    chain: 'BTC',
    amount: '130.00',
    converted: '0.00200000',
    rate: '0.000015384615384615',
  });
  const toUsd = await post(app, 'convertCryptoToUSD', { chain: 'ETH', amount: '0.5' }, loginToken);
  assert.deepEqual(toUsd.body.data, {
    chain: 'ETH',
    amount: '0.500000000000000000',
    converted: '1600.00',
    rate: '3200',
  });
  for (const body of [
    { chain: 'IDR', amount: '1' },
    { chain: 'BTC', amount: '1.001' },
    { chain: 'BTC', amount: '0' },
    { chain: 'BTC', amount: 1 },
  ]) {
    assert.equal((await post(app, 'convertUSDToCrypto', body, loginToken)).body.errorCode, 2);
  }
});

test('a quote fixes the rate with the spread against the player; executing moves four postings', async () => {
  const { loginToken } = await walletPlayer(app, '1625000');
  const quoted = await quote(loginToken, 'IDR', 'USDT', '1625000');
  assert.equal(quoted.statusCode, 200, JSON.stringify(quoted.body));
  // 1625000 IDR = 100 USD = 100 USDT at mid; legs keep 1% and 0.5%.
  assert.equal(quoted.body.data.spread, '0.01495');
  assert.equal(quoted.body.data.toAmount, '98.505000');
  const expiresInMs = Date.parse(quoted.body.data.expiresAt) - Date.now();
  assert.ok(expiresInMs > 20_000 && expiresInMs <= 31_000, `${expiresInMs} ms`);

  const executed = await execute(loginToken, quoted.body.data.quoteId);
  assert.equal(executed.statusCode, 200, JSON.stringify(executed.body));
  assert.deepEqual(
    { ...executed.body.data, createdAt: undefined },
    {
      swapId: quoted.body.data.quoteId,
      fromCurrency: 'IDR',
      toCurrency: 'USDT',
      fromAmount: '1625000.00',
      toAmount: '98.505000',
      rate: quoted.body.data.rate,
      createdAt: undefined,
    },
  );
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), { available: '0.00', held: '0.00' });
  assert.deepEqual(await balanceOf(app, loginToken, 'USDT'), {
    available: '98.505000',
    held: '0.000000',
  });
  const { rows } = await pool.query(
    `SELECT count(*)::int AS postings FROM ledger_postings posting
     JOIN ledger_transfers transfer ON transfer.id = posting.transfer_id
     WHERE transfer.idempotency_key = $1`,
    [`swap:${quoted.body.data.quoteId}`],
  );
  assert.equal(rows[0].postings, 4);

  const again = await execute(loginToken, quoted.body.data.quoteId);
  assert.deepEqual([again.statusCode, again.body.errorCode], [409, 15]);
  const history = await post(app, 'getSwapHistory', {}, loginToken);
  assert.deepEqual(history.body.data, {
    items: [executed.body.data],
    total: 1,
    page: 1,
    pageSize: 20,
  });
  const listed = await post(
    app,
    'listAccountTransaction',
    { transactionType: 'SWAP', sort: 'desc' },
    loginToken,
  );
  assert.deepEqual(
    [
      listed.body.data.total,
      listed.body.data.items[0].transactionId,
      listed.body.data.items[0].amount,
    ],
    [1, quoted.body.data.quoteId, '1625000.00'],
  );
  await assertLedgerInvariants(pool);
});

test('expired, foreign and unknown quotes, and short balances, are refused', async () => {
  const alice = await walletPlayer(app, '100000');
  const bob = await walletPlayer(app);
  const expiring = (await quote(alice.loginToken, 'IDR', 'USD', '50000')).body.data.quoteId;
  await pool.query(
    `UPDATE swap_quotes SET created_at = now() - interval '2 minutes',
       expires_at = now() - interval '1 minute' WHERE id = $1`,
    [expiring],
  );
  assert.equal((await execute(alice.loginToken, expiring)).body.errorCode, 14);

  const fresh = (await quote(alice.loginToken, 'IDR', 'USD', '50000')).body.data.quoteId;
  const foreign = await execute(bob.loginToken, fresh);
  assert.deepEqual([foreign.statusCode, foreign.body.errorCode], [404, 16]);
  assert.equal(
    (await execute(alice.loginToken, '00000000-0000-4000-8000-000000000000')).body.errorCode,
    16,
  );

  const tooMuch = (await quote(alice.loginToken, 'IDR', 'USD', '100000.01')).body.data.quoteId;
  const swapsBefore = await countRows(pool, 'swaps');
  const short = await execute(alice.loginToken, tooMuch);
  assert.deepEqual([short.statusCode, short.body.errorCode], [409, 10]);
  assert.equal(await countRows(pool, 'swaps'), swapsBefore);

  const [first, second] = await Promise.all([
    execute(alice.loginToken, fresh),
    execute(alice.loginToken, fresh),
  ]);
  assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 409]);
  assert.equal([first, second].find((result) => result.statusCode === 409)?.body.errorCode, 15);
  assert.deepEqual(await balanceOf(app, alice.loginToken, 'IDR'), {
    available: '50000.00',
    held: '0.00',
  });
  await assertLedgerInvariants(pool);
});

test('swap bodies: both actions need their own fields only', async () => {
  const { loginToken } = await walletPlayer(app);
  const quotesBefore = await countRows(pool, 'swap_quotes');
  for (const body of [
    { action: 'quote', fromCurrency: 'IDR', toCurrency: 'USD' },
    { action: 'quote', fromCurrency: 'IDR', toCurrency: 'IDR', amount: '100' },
    { action: 'quote', fromCurrency: 'IDR', toCurrency: 'BTC', amount: '0.01' },
    {
      action: 'quote',
      fromCurrency: 'IDR',
      toCurrency: 'USD',
      amount: '100',
      quoteId: '00000000-0000-4000-8000-000000000000',
    },
    { action: 'execute' },
    { action: 'execute', quoteId: '00000000-0000-4000-8000-000000000000', amount: '1' },
    { action: 'refund', quoteId: '00000000-0000-4000-8000-000000000000' },
  ]) {
    const response = await post(app, 'swap', body, loginToken);
    assert.deepEqual(
      [response.statusCode, response.body.errorCode],
      [400, 2],
      JSON.stringify(body),
    );
  }
  assert.equal(await countRows(pool, 'swap_quotes'), quotesBefore);
});
