import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { countRows, post, registerPlayer, startTestApp } from '../../../test/harness.js';
import {
  assertLedgerInvariants,
  balanceOf,
  fund,
  verifiedPlayer,
  walletPlayer,
} from '../../../test/wallet.js';
import type { App } from '../../app.js';

const { app, pool, close } = await startTestApp();
after(close);

/** A player registered without bank details: no payment account yet. */
async function playerWithoutAccount() {
  await pool.query(
    `UPDATE brands SET config = jsonb_set(config, '{authSetting,registerSetting,useBank}', 'false')
     WHERE id = 'lagoon'`,
  );
  return registerPlayer(app, {
    brandId: 'lagoon',
    bankName: undefined,
    bankAccountName: undefined,
    bankAccountNumber: undefined,
  });
}

function postWithKey(target: App, path: string, body: object, token: string, key: string) {
  return target
    .inject({
      method: 'POST',
      url: `/v1/${path}`,
      headers: { authorization: token, 'idempotency-key': key },
      payload: body,
    })
    .then((response) => ({ statusCode: response.statusCode, body: response.json() }));
}

const deposit = (amount: string, extra: object = {}) => ({
  transactionType: 'DEPOSIT',
  currency: 'IDR',
  amount,
  paymentChannel: 'BCA',
  ...extra,
});
const withdraw = (amount: string, extra: object = {}) => ({
  ...deposit(amount, extra),
  transactionType: 'WITHDRAW',
});

test('registering with bank details makes that bank the payment account', async () => {
  const { loginToken } = await walletPlayer(app);
  const response = await post(app, 'paymentAccount/get', {}, loginToken);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(
    { ...response.body.data, accountId: undefined, createdAt: undefined },
    {
      accountId: undefined,
      type: 'bank',
      channelCode: 'BCA',
      channelName: 'Bank Central Asia',
      accountName: 'Test Player',
      accountNumber: '1234567890',
      createdAt: undefined,
    },
  );
  const second = await post(
    app,
    'paymentAccount/create',
    {
      type: 'eWallet',
      channelCode: 'OVO',
      accountName: 'Test Player',
      accountNumber: '0812345678',
    },
    loginToken,
  );
  assert.equal(second.statusCode, 409);
  assert.equal(second.body.errorCode, 11);
});

test('a player without an account must create one before fiat deposits and withdrawals', async () => {
  const { loginToken } = await playerWithoutAccount();
  assert.deepEqual((await post(app, 'paymentAccount/get', {}, loginToken)).body, {
    errorCode: 0,
    data: null,
  });
  const refused = await post(app, 'depo-wd', deposit('100000'), loginToken);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.body.errorCode, 12);
  assert.match(refused.body.message, /payment account/);

  for (const [body, why] of [
    [
      { type: 'bank', channelCode: 'OVO', accountName: 'Lagoon Player', accountNumber: '12345678' },
      'OVO is an e-wallet',
    ],
    [
      {
        type: 'bank',
        channelCode: 'USDT-TRC20',
        accountName: 'Lagoon Player',
        accountNumber: '12345678',
      },
      'crypto channel',
    ],
    [
      {
        type: 'bank',
        channelCode: 'NOPE',
        accountName: 'Lagoon Player',
        accountNumber: '12345678',
      },
      'unknown',
    ],
    [
      {
        type: 'crypto',
        channelCode: 'BCA',
        accountName: 'Lagoon Player',
        accountNumber: '12345678',
      },
      'type',
    ],
    [
      { type: 'bank', channelCode: 'BCA', accountName: 'Lagoon Player', accountNumber: 'abc' },
      'number',
    ],
  ] as const) {
    const response = await post(app, 'paymentAccount/create', body, loginToken);
    assert.equal(response.statusCode, 400, why);
    assert.equal(response.body.errorCode, 2, why);
  }
  assert.equal(await countRows(pool, "payment_accounts WHERE channel_code = 'OVO'"), 0);

  const created = await post(
    app,
    'paymentAccount/create',
    {
      type: 'eWallet',
      channelCode: 'OVO',
      accountName: 'Lagoon Player',
      accountNumber: '0812345678',
    },
    loginToken,
  );
  assert.equal(created.statusCode, 200, JSON.stringify(created.body));
  assert.equal(created.body.data.channelName, 'OVO');
  assert.deepEqual(
    (await post(app, 'paymentAccount/get', {}, loginToken)).body.data,
    created.body.data,
  );
  assert.equal((await post(app, 'depo-wd', deposit('100000'), loginToken)).statusCode, 200);
});

test('a deposit is pending and moves nothing until approved', async () => {
  const { loginToken } = await walletPlayer(app);
  const transfers = await countRows(pool, 'ledger_transfers');
  const response = await post(app, 'depo-wd', deposit('150000.50'), loginToken);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(
    {
      ...response.body.data,
      transactionId: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      stepSince: undefined,
      dueAt: undefined,
    },
    {
      transactionId: undefined,
      category: 'DEPOWD',
      transactionType: 'DEPOSIT',
      status: 'PENDING',
      currency: 'IDR',
      amount: '150000.50',
      paymentChannel: 'BCA',
      network: null,
      toAddress: null,
      reason: null,
      hasReceipt: false,
      createdAt: undefined,
      updatedAt: undefined,
      holdReason: null,
      reasonCode: null,
      step: 'awaiting_decision',
      stepSince: undefined,
      dueAt: undefined,
    },
  );
  assert.equal(response.body.data.stepSince, response.body.data.createdAt);
  assert.equal(await countRows(pool, 'ledger_transfers'), transfers);
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), { available: '0.00', held: '0.00' });
});

test('a withdrawal holds its amount at once; an overdraft is errorCode 10 and writes nothing', async () => {
  const { loginToken } = await verifiedPlayer(app, pool, '500000');
  const held = await post(app, 'depo-wd', withdraw('200000'), loginToken);
  assert.equal(held.statusCode, 200, JSON.stringify(held.body));
  assert.equal(held.body.data.status, 'PENDING');
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '300000.00',
    held: '200000.00',
  });
  const rows = await countRows(pool, 'payments');
  const overdraft = await post(app, 'depo-wd', withdraw('300000.01'), loginToken);
  assert.equal(overdraft.statusCode, 409);
  assert.equal(overdraft.body.errorCode, 10);
  assert.equal(await countRows(pool, 'payments'), rows);
  await assertLedgerInvariants(pool);
});

test('crypto requests need a network of the currency, and withdrawals a matching address', async () => {
  const { loginToken } = await verifiedPlayer(app, pool);
  const cryptoDeposit = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'USDT', amount: '25.5', network: 'TRC20' },
    loginToken,
  );
  assert.equal(cryptoDeposit.statusCode, 200, JSON.stringify(cryptoDeposit.body));
  assert.equal(cryptoDeposit.body.data.amount, '25.500000');
  assert.equal(cryptoDeposit.body.data.network, 'TRC20');
  for (const body of [
    { transactionType: 'DEPOSIT', currency: 'USDT', amount: '25' },
    { transactionType: 'DEPOSIT', currency: 'USDT', amount: '25', network: 'BTC' },
    {
      transactionType: 'DEPOSIT',
      currency: 'USDT',
      amount: '25',
      network: 'TRC20',
      paymentChannel: 'BCA',
    },
    {
      transactionType: 'DEPOSIT',
      currency: 'USDT',
      amount: '25',
      network: 'TRC20',
      toAddress: 'T1',
    },
    { transactionType: 'WITHDRAW', currency: 'USDT', amount: '25', network: 'TRC20' },
    {
      transactionType: 'WITHDRAW',
      currency: 'USDT',
      amount: '25',
      network: 'TRC20',
      toAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    },
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '100000', network: 'TRC20' },
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '100000' },
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '100000', paymentChannel: 'MAYBANK' },
  ]) {
    const response = await post(app, 'depo-wd', body, loginToken);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(response.body.errorCode, 2);
  }
  const cryptoWithdrawal = await post(
    app,
    'depo-wd',
    {
      transactionType: 'WITHDRAW',
      currency: 'USDT',
      amount: '25',
      network: 'ERC20',
      toAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    },
    loginToken,
  );
  assert.equal(cryptoWithdrawal.body.errorCode, 10, 'no USDT yet');
});

test('an Idempotency-Key repeat answers the original; reuse for another body is errorCode 9', async () => {
  const { loginToken } = await verifiedPlayer(app, pool, '400000');
  const key = randomUUID();
  const [first, second] = await Promise.all([
    postWithKey(app, 'depo-wd', withdraw('100000'), loginToken, key),
    postWithKey(app, 'depo-wd', withdraw('100000'), loginToken, key),
  ]);
  assert.equal(first.statusCode, 200);
  assert.deepEqual(second, first);
  assert.deepEqual(await postWithKey(app, 'depo-wd', withdraw('100000'), loginToken, key), first);
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '300000.00',
    held: '100000.00',
  });
  const reused = await postWithKey(app, 'depo-wd', withdraw('100001'), loginToken, key);
  assert.equal(reused.statusCode, 409);
  assert.equal(reused.body.errorCode, 9);
  // A refused call stores nothing under its key: the key stays usable.
  const failingKey = randomUUID();
  assert.equal(
    (await postWithKey(app, 'depo-wd', withdraw('999999'), loginToken, failingKey)).body.errorCode,
    10,
  );
  await fund(app, loginToken, '700000');
  const retried = await postWithKey(app, 'depo-wd', withdraw('999999'), loginToken, failingKey);
  assert.equal(retried.statusCode, 200);
  await assertLedgerInvariants(pool);
});

test('transactions are listed by category and page; get-transaction shows only your own', async () => {
  const { loginToken } = await verifiedPlayer(app, pool, '300000');
  const other = await walletPlayer(app);
  await post(app, 'depo-wd', withdraw('50000'), loginToken);
  await post(app, 'depo-wd', deposit('60000'), loginToken);
  const list = (body: object) => post(app, 'listAccountTransaction', body, loginToken);

  const all = await list({ transactionType: 'DEPOWD', sort: 'desc' });
  assert.equal(all.body.data.total, 3);
  assert.equal(all.body.data.page, 1);
  assert.equal(all.body.data.pageSize, 20);
  assert.deepEqual(
    all.body.data.items.map((item: { transactionType: string; status: string }) => [
      item.transactionType,
      item.status,
    ]),
    [
      ['DEPOSIT', 'PENDING'],
      ['WITHDRAW', 'PENDING'],
      ['DEPOSIT', 'SUCCESS'],
    ],
  );
  const ascending = await list({ transactionType: 'DEPOWD', sort: 'asc', page: 2, pageSize: 2 });
  assert.deepEqual(
    {
      total: ascending.body.data.total,
      page: 2,
      ids: ascending.body.data.items.map((item: { transactionId: string }) => item.transactionId),
    },
    { total: 3, page: 2, ids: [all.body.data.items[0].transactionId] },
  );
  const beyond = await list({ transactionType: 'DEPOWD', sort: 'asc', page: 9 });
  assert.deepEqual([beyond.body.data.items, beyond.body.data.total], [[], 3]);
  assert.deepEqual((await list({ transactionType: 'GAMETRANSFER', sort: 'asc' })).body.data, {
    items: [],
    total: 0,
    page: 1,
    pageSize: 20,
  });
  for (const body of [
    { transactionType: 'DEPOWD', sort: 'asc', page: 0 },
    { transactionType: 'DEPOWD', sort: 'asc', pageSize: 101 },
    { transactionType: 'OTHER', sort: 'asc' },
    { transactionType: 'DEPOWD' },
  ]) {
    assert.equal((await list(body)).body.errorCode, 2, JSON.stringify(body));
  }

  const transactionId = all.body.data.items[1].transactionId;
  const mine = await post(app, 'get-transaction', { transactionId }, loginToken);
  assert.deepEqual(mine.body.data, all.body.data.items[1]);
  const foreign = await post(app, 'get-transaction', { transactionId }, other.loginToken);
  assert.equal(foreign.statusCode, 404);
  assert.equal(foreign.body.errorCode, 6);
});
