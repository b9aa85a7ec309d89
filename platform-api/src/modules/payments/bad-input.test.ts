// Every wallet call refuses malformed input with 400 errorCode 2 and writes nothing.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { countRows, post, startTestApp } from '../../../test/harness.js';
import { walletPlayer } from '../../../test/wallet.js';
import { DEMO_OPERATOR_KEY } from '../../config.js';

const { app, pool, close } = await startTestApp();
after(close);

const { loginToken } = await walletPlayer(app, '1000000');
const address = (
  await post(app, 'cryptoWallet/getAddress', { currency: 'USDT', network: 'TRC20' }, loginToken)
).body.data.address;

const WRITTEN_TABLES = [
  'payments',
  'ledger_transfers',
  'ledger_postings',
  'ledger_accounts',
  'swap_quotes',
  'swaps',
  'payment_accounts',
  'idempotent_requests',
  'crypto_addresses',
  'exchange_rates',
];

async function snapshot() {
  const counts = await Promise.all(WRITTEN_TABLES.map((table) => countRows(pool, table)));
  const { rows } = await pool.query(
    `SELECT (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM ledger_accounts) AS balances,
            (SELECT string_agg(COALESCE(active_wallet, '-'), ',' ORDER BY id) FROM players) AS wallets,
            (SELECT string_agg(rate || ':' || spread, ',' ORDER BY currency, target_currency)
             FROM exchange_rates) AS rates`,
  );
  return { counts, ...rows[0] };
}

/** Amounts never acceptable, whatever the currency; limits are checked in the next test. */
const BAD_AMOUNTS: unknown[] = [
  '-1',
  '0',
  '0.00',
  '1e5',
  'abc',
  '',
  ' 100000',
  '1,000',
  '0x10',
  'NaN',
  'Infinity',
  '123456789012345678901',
  '1.0000000000000000001',
  100000,
  null,
];

interface Call {
  path: string;
  valid: Record<string, unknown>;
  amountField?: string;
  /** An amount with more decimals than the amount's currency has. */
  overPrecise?: string;
  currencyFields?: string[];
  /** Every field is optional: leaving one out is no mistake. */
  optionalFields?: true;
  /** Operator calls go to /admin/v1 with the operator key. */
  operator?: true;
}

/** Sends `payload` as the raw JSON body of `call`. */
async function send(call: Call, payload: string) {
  const response = await app.inject({
    method: 'POST',
    url: call.operator ? `/admin/v1${call.path}` : `/v1/${call.path}`,
    headers: {
      authorization: loginToken,
      'x-operator-key': DEMO_OPERATOR_KEY,
      'content-type': 'application/json',
    },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const CALLS: Call[] = [
  {
    path: 'depo-wd',
    valid: {
      transactionType: 'WITHDRAW',
      currency: 'IDR',
      amount: '100000',
      paymentChannel: 'BCA',
    },
    amountField: 'amount',
    overPrecise: '100000.001',
    currencyFields: ['currency'],
  },
  {
    path: 'swap',
    valid: { action: 'quote', fromCurrency: 'IDR', toCurrency: 'USDT', amount: '100000' },
    amountField: 'amount',
    overPrecise: '100000.001',
    currencyFields: ['fromCurrency', 'toCurrency'],
  },
  {
    path: 'convertUSDToCrypto',
    valid: { chain: 'BTC', amount: '100' },
    amountField: 'amount',
    overPrecise: '100.001',
    currencyFields: ['chain'],
  },
  {
    path: 'convertCryptoToUSD',
    valid: { chain: 'BTC', amount: '1' },
    amountField: 'amount',
    overPrecise: '1.000000001',
    currencyFields: ['chain'],
  },
  {
    path: 'getExchangeRate',
    valid: { currency: 'USD', targetCurrency: 'IDR' },
    currencyFields: ['currency', 'targetCurrency'],
  },
  {
    path: 'changeActiveWallet',
    valid: { selectedWallet: 'USDT' },
    currencyFields: ['selectedWallet'],
  },
  {
    path: 'changeActiveWallet2',
    valid: { selectedWallet: 'USDT' },
    currencyFields: ['selectedWallet'],
  },
  {
    path: 'cryptoWallet/getAddress',
    valid: { currency: 'BTC', network: 'BTC' },
    currencyFields: ['currency'],
  },
  { path: 'cryptoWallet/isAddressActive', valid: { address } },
  { path: 'get-balance2', valid: { type: 'all' } },
  {
    path: 'paymentAccount/create',
    valid: {
      type: 'eWallet',
      channelCode: 'OVO',
      accountName: 'Some One',
      accountNumber: '08123456',
    },
  },
  { path: 'paymentAccount/get', valid: {} },
  { path: 'listAccountTransaction', valid: { transactionType: 'DEPOWD', sort: 'asc' } },
  { path: 'getSwapHistory', valid: { page: 1 }, optionalFields: true },
  { path: 'get-transaction', valid: { transactionId: '00000000-0000-4000-8000-000000000000' } },
  {
    path: '/crypto/confirm-deposit',
    valid: { address, currency: 'USDT', network: 'TRC20', amount: '50', txHash: 'ef'.repeat(32) },
    amountField: 'amount',
    overPrecise: '50.0000001',
    currencyFields: ['currency'],
    operator: true,
  },
  {
    path: '/rates',
    valid: { currency: 'USD', targetCurrency: 'MYR', rate: '4.5', spread: '0.01' },
    amountField: 'rate',
    currencyFields: ['currency', 'targetCurrency'],
    operator: true,
  },
];

function badBodies(call: Call): unknown[] {
  const { valid, amountField, overPrecise, currencyFields = [] } = call;
  const firstField = Object.keys(valid)[0];
  const wrongType = (value: unknown) => (typeof value === 'string' ? 12 : '12');
  return [
    null,
    [],
    'text',
    42,
    { ...valid, unexpected: true },
    ...(firstField === undefined
      ? []
      : [
          { ...valid, [firstField]: wrongType(valid[firstField]) },
          ...(call.optionalFields ? [] : [{ ...valid, [firstField]: undefined }]),
        ]),
    ...(amountField === undefined
      ? []
      : [...BAD_AMOUNTS, ...(overPrecise === undefined ? [] : [overPrecise])].map((amount) => ({
          ...valid,
          [amountField]: amount,
        }))),
    ...currencyFields.flatMap((field) => [
      { ...valid, [field]: 'XYZ' },
      { ...valid, [field]: 'idr' },
      { ...valid, [field]: '' },
    ]),
  ];
}

test('malformed, negative, zero, over-precise, unknown, huge and non-numeric input: 400, nothing written', async () => {
  const before = await snapshot();
  for (const call of CALLS) {
    const payloads = [
      ...badBodies(call).map((body) => JSON.stringify(body)),
      '{bad json',
      '{"amount":',
      '[1,2',
    ];
    for (const payload of payloads) {
      const response = await send(call, payload);
      assert.deepEqual(
        [response.statusCode, response.body.errorCode],
        [400, 2],
        `${call.path} ${payload}: ${JSON.stringify(response.body)}`,
      );
    }
  }
  assert.deepEqual(await snapshot(), before);
});

test('amounts beyond the limits or the ledger are refused before anything is written', async () => {
  const before = await snapshot();
  for (const [transactionType, amount] of [
    ['DEPOSIT', '49999.99'],
    ['DEPOSIT', '100000000.01'],
    ['DEPOSIT', '99999999999999999999'],
    ['WITHDRAW', '49999.99'],
    ['WITHDRAW', '50000000.01'],
  ]) {
    const response = await post(
      app,
      'depo-wd',
      { transactionType, currency: 'IDR', amount, paymentChannel: 'BCA' },
      loginToken,
    );
    assert.deepEqual(
      [response.statusCode, response.body.errorCode],
      [400, 2],
      `${transactionType} ${amount}`,
    );
    assert.match(response.body.message, /between/);
  }
  // What a huge swap or conversion would pay out does not fit NUMERIC(38,18).
  for (const [path, body] of [
    [
      'swap',
      { action: 'quote', fromCurrency: 'BTC', toCurrency: 'VND', amount: '99999999999999999999' },
    ],
    ['convertCryptoToUSD', { chain: 'BTC', amount: '99999999999999999999' }],
  ] as const) {
    const response = await post(app, path, body, loginToken);
    assert.deepEqual([response.statusCode, response.body.errorCode], [400, 2], path);
  }
  assert.deepEqual(await snapshot(), before);
});
