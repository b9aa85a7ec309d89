// Scale-out: two API processes on one database behind a round-robin proxy with no sticky
// sessions. Whichever process a call or a WebSocket lands on, players and operators see the same
// tokens, balances, idempotent answers and realtime events.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import type { NewBalanceEvent } from '@croupier/contracts';

import { DEMO_OPERATOR_KEY } from '../../config.js';
import { call, startApiProcesses, type ApiAnswer } from '../../../test/api-processes.js';
import { FINGERPRINT, fullRegistration } from '../../../test/harness.js';
import { startRoundRobinProxy } from '../../../test/round-robin-proxy.js';
import { connectRealtime, NEW_BALANCE, PLAYER_NOTIF_DEPOWD, ResultStream } from './test-client.js';

const apis = await startApiProcesses(2);
const proxy = await startRoundRobinProxy(apis.hosts);
after(async () => {
  await proxy.close();
  await apis.stop();
});

const operator = { 'x-operator-key': DEMO_OPERATOR_KEY };
const registration = fullRegistration();
const brandUsername = `croupier_${registration.username}`;
/** Set by the first test, used by the others. */
let loginToken = '';

const upstreamOf = (answer: ApiAnswer) => answer.headers.get('x-upstream');

/**
 * Makes the same call twice in a row: with two upstreams taken in turn, one lands on each, which
 * the answers' x-upstream headers confirm.
 */
async function callOnBoth(...args: Parameters<typeof call>): Promise<ApiAnswer[]> {
  const answers = [await call(...args), await call(...args)];
  assert.deepEqual(new Set(answers.map(upstreamOf)), new Set(apis.hosts), args[1]);
  return answers;
}

async function idrBalance(): Promise<string> {
  const [first, second] = await callOnBoth(
    proxy.host,
    '/v1/get-balance2',
    { type: 'all' },
    { authorization: loginToken },
  );
  const totalOf = (answer: ApiAnswer | undefined) =>
    answer?.body.data.walletBalance.IDR.totalBalance;
  assert.equal(totalOf(first), totalOf(second));
  return totalOf(first) as string;
}

test('tokens issued by one process work on the other', async () => {
  const session = await call(proxy.host, '/v1/tsGenerateSessionToken', {
    brandId: registration.brandId,
    clientFingerprint: FINGERPRINT,
  });
  const sessionToken = session.body.data.sessionToken as string;
  const registered = await call(proxy.host, '/v1/register3', registration, {
    authorization: sessionToken,
  });
  assert.notEqual(upstreamOf(registered), upstreamOf(session));

  const login = await call(
    proxy.host,
    '/v1/login3',
    {
      brandId: registration.brandId,
      username: registration.username,
      password: registration.password,
    },
    { authorization: sessionToken },
  );
  loginToken = login.body.playerToken as string;
  for (const me of await callOnBoth(proxy.host, '/v1/me', {}, { authorization: loginToken })) {
    assert.equal(me.body.data.brandUsername, brandUsername);
  }
});

test('a deposit approved on either process credits once, and a repeated key moves nothing', async () => {
  const request = {
    transactionType: 'DEPOSIT',
    currency: 'IDR',
    amount: '75000',
    paymentChannel: 'BCA',
  };
  const headers = { authorization: loginToken, 'idempotency-key': 'scale-out-deposit' };
  const deposit = await call(proxy.host, '/v1/depo-wd', request, headers);
  const approved = await call(
    proxy.host,
    `/admin/v1/transactions/${deposit.body.data.transactionId}/approve`,
    {},
    operator,
  );
  assert.notEqual(upstreamOf(approved), upstreamOf(deposit));
  assert.equal(await idrBalance(), '75000.00');

  for (const replay of await callOnBoth(proxy.host, '/v1/depo-wd', request, headers)) {
    assert.deepEqual(replay.body, deposit.body);
  }
  assert.equal(await idrBalance(), '75000.00');
  const [history] = await callOnBoth(
    proxy.host,
    '/v1/listAccountTransaction',
    { transactionType: 'DEPOWD', sort: 'desc' },
    { authorization: loginToken },
  );
  assert.equal(history?.body.data.total, 1);
});

test('subscribers on both processes hear of a deposit approved through the proxy', async (t) => {
  const streams = [];
  for (let i = 0; i < 2; i += 1) {
    const client = await connectRealtime(`ws://${proxy.host}/graphql`, {
      authorization: loginToken,
    });
    t.after(() => client.close());
    const decisions = new ResultStream(client, PLAYER_NOTIF_DEPOWD, { brandUsername });
    const balances = new ResultStream(client, NEW_BALANCE, { brandUsername });
    // The current balance comes first; once it has, both subscriptions are live.
    const current = (await balances.next()).data as { newBalance: NewBalanceEvent };
    assert.equal(current.newBalance.walletBalance.IDR?.totalBalance, '75000.00');
    streams.push({ decisions, balances });
  }
  assert.deepEqual(new Set(proxy.websocketUpstreams), new Set(apis.hosts));

  const deposit = await call(
    proxy.host,
    '/v1/depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '50000', paymentChannel: 'BCA' },
    { authorization: loginToken },
  );
  await call(
    proxy.host,
    `/admin/v1/transactions/${deposit.body.data.transactionId}/approve`,
    {},
    operator,
  );

  for (const { decisions, balances } of streams) {
    assert.deepEqual(await decisions.next(), {
      data: {
        playerNotifDepoWd: {
          amount: '50000.00',
          brandUsername,
          currency: 'IDR',
          transactionStatus: 'success',
          transactionType: 'deposit',
        },
      },
    });
    const credited = (await balances.next()).data as { newBalance: NewBalanceEvent };
    assert.equal(credited.newBalance.walletBalance.IDR?.totalBalance, '125000.00');
  }
});
