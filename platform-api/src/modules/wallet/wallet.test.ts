import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { newSessionToken, post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { walletPlayer } from '../../../test/wallet.js';

const { app, close } = await startTestApp();
after(close);

test('get-balance2 lists every currency with limits, addresses and the active wallet', async () => {
  const { loginToken, username } = await registerPlayer(app, {
    currency: 'MYR',
    bankName: 'MAYBANK',
  });
  const response = await post(app, 'get-balance2', { type: 'all' }, loginToken);
  assert.equal(response.statusCode, 200);
  const data = response.body.data;
  assert.deepEqual(Object.keys(data.walletBalance), [
    'IDR',
    'USD',
    'MYR',
    'THB',
    'VND',
    'USDT',
    'BTC',
    'ETH',
  ]);
  assert.equal(data.activeWallet, 'MYR');
  assert.equal(data.brandUsername, `croupier_${username.toLowerCase()}`);
  assert.deepEqual(data.walletBalance.IDR, {
    currency: 'IDR',
    totalBalance: '0.00',
    heldBalance: '0.00',
    bonusBalance: '0.00',
  });
  assert.equal(data.walletBalance.BTC.totalBalance, '0.00000000');
  assert.deepEqual(
    data.walletBalance.USDT.networkList.map((entry: { network: string }) => entry.network),
    ['TRC20', 'ERC20', 'BEP20'],
  );
  // QR codes come one at a time from cryptoWallet/getAddress.
  for (const entry of data.walletBalance.USDT.networkList) {
    assert.deepEqual(Object.keys(entry), ['network', 'address']);
  }
  // USDT and ETH share the player's ERC20 address.
  assert.equal(
    data.walletBalance.ETH.networkList[0].address,
    data.walletBalance.USDT.networkList[1].address,
  );
  assert.deepEqual(data.walletSetting.BTC, {
    currency: 'BTC',
    name: 'Bitcoin',
    type: 'crypto',
    isFiat: false,
    scale: 8,
    symbol: '₿',
    logo: '/assets/currencies/BTC.svg',
    networks: ['BTC'],
    minDeposit: '0.00050000',
    maxDeposit: '10.00000000',
    minWithdraw: '0.00100000',
    maxWithdraw: '5.00000000',
  });
  assert.equal(data.walletSetting.IDR.isFiat, true);
});

test('balances are never served to a session token or without a token', async () => {
  const sessionToken = await newSessionToken(app);
  for (const authorization of [sessionToken, undefined, 'nobody:secret']) {
    const response = await post(app, 'get-balance2', { type: 'all' }, authorization);
    assert.equal(response.statusCode, 401);
    assert.equal(response.body.errorCode, 1);
  }
});

test('the legacy get-balance answers exactly like get-balance2', async () => {
  const { loginToken } = await walletPlayer(app);
  const current = await post(app, 'get-balance2', { type: 'all' }, loginToken);
  const legacy = await post(app, 'get-balance', { type: 'all' }, loginToken);
  assert.equal(legacy.statusCode, 200);
  assert.deepEqual(legacy.body, current.body);
  const sessionToken = await newSessionToken(app);
  const refused = await post(app, 'get-balance', { type: 'all' }, sessionToken);
  assert.equal(refused.statusCode, 401);
  assert.equal(refused.body.errorCode, 1);
});

test('changeActiveWallet and changeActiveWallet2 switch the active wallet', async () => {
  const { loginToken } = await walletPlayer(app);
  const first = await post(app, 'changeActiveWallet', { selectedWallet: 'USDT' }, loginToken);
  assert.deepEqual(first.body, { errorCode: 0, data: { activeWallet: 'USDT' } });
  const balance = await post(app, 'get-balance2', { type: 'all' }, loginToken);
  assert.equal(balance.body.data.activeWallet, 'USDT');
  const second = await post(app, 'changeActiveWallet2', { selectedWallet: 'BTC' }, loginToken);
  assert.deepEqual(second.body.data, { activeWallet: 'BTC' });
  for (const selectedWallet of ['XYZ', 'usdt', '']) {
    const refused = await post(app, 'changeActiveWallet', { selectedWallet }, loginToken);
    assert.equal(refused.statusCode, 400, selectedWallet);
    assert.equal(refused.body.errorCode, 2);
  }
  const unchanged = await post(app, 'get-balance2', { type: 'all' }, loginToken);
  assert.equal(unchanged.body.data.activeWallet, 'BTC');
});

test('deposit addresses are stable per player and network and distinct between them', async () => {
  const alice = await walletPlayer(app);
  const bob = await walletPlayer(app);
  const address = async (token: string, currency: string, network: string) => {
    const response = await post(app, 'cryptoWallet/getAddress', { currency, network }, token);
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    assert.match(response.body.data.qrCode, /^data:image\/png;base64,/);
    return response.body.data.address as string;
  };
  const aliceTrc = await address(alice.loginToken, 'USDT', 'TRC20');
  assert.equal(await address(alice.loginToken, 'USDT', 'TRC20'), aliceTrc);
  const balance = await post(app, 'get-balance2', { type: 'all' }, alice.loginToken);
  assert.equal(balance.body.data.walletBalance.USDT.networkList[0].address, aliceTrc);
  const all = [
    aliceTrc,
    await address(alice.loginToken, 'USDT', 'ERC20'),
    await address(alice.loginToken, 'USDT', 'BEP20'),
    await address(alice.loginToken, 'BTC', 'BTC'),
    await address(bob.loginToken, 'USDT', 'TRC20'),
    await address(bob.loginToken, 'BTC', 'BTC'),
  ];
  assert.equal(new Set(all).size, all.length);
  assert.match(all[3] ?? '', /^bc1q/);
  assert.match(all[1] ?? '', /^0x[0-9a-fA-F]{40}$/);

  const active = (token: string, candidate: string) =>
    post(app, 'cryptoWallet/isAddressActive', { address: candidate }, token);
  assert.deepEqual((await active(alice.loginToken, aliceTrc)).body.data, { isActive: true });
  assert.deepEqual((await active(bob.loginToken, aliceTrc)).body.data, { isActive: false });
  assert.deepEqual((await active(bob.loginToken, 'TUnknown')).body.data, { isActive: false });

  for (const body of [
    { currency: 'USDT', network: 'BTC' },
    { currency: 'IDR', network: 'TRC20' },
    { currency: 'XYZ', network: 'TRC20' },
    { currency: 'USDT' },
  ]) {
    const refused = await post(app, 'cryptoWallet/getAddress', body, alice.loginToken);
    assert.equal(refused.statusCode, 400, JSON.stringify(body));
    assert.equal(refused.body.errorCode, 2);
  }
});

test('OpenAPI documents the wallet, payment, fx and operator calls', async () => {
  const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  for (const path of [
    '/v1/get-balance2',
    '/v1/changeActiveWallet2',
    '/v1/cryptoWallet/getAddress',
    '/v1/paymentAccount/create',
    '/v1/depo-wd',
    '/v1/depowd',
    '/v1/listAccountTransaction',
    '/v1/swap',
    '/v1/getSwapHistory',
    '/admin/v1/transactions/pending',
    '/admin/v1/crypto/confirm-deposit',
  ]) {
    assert.ok(spec.paths[path], path);
  }
  assert.ok(
    spec.paths['/v1/depo-wd'].post.parameters.some(
      (p: { name: string }) => p.name === 'idempotency-key',
    ),
  );
});
