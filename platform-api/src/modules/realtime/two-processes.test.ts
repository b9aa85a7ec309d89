// Two API processes on one database, as in a scaled-out deployment: a player subscribed on B hears
// of a deposit that an operator approved through A.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import type { DepoWdNotification, NewBalanceEvent } from '../../../../shared/src/wallet/types.js';
import { DEMO_OPERATOR_KEY } from '../../config.js';
import { call, startApiProcesses } from '../../../test/api-processes.js';
import { FINGERPRINT, fullRegistration } from '../../../test/harness.js';
import { connectRealtime, NEW_BALANCE, PLAYER_NOTIF_DEPOWD, ResultStream } from './test-client.js';

const apis = await startApiProcesses(2);
after(() => apis.stop());

test('a subscriber on process B receives a deposit approved through process A', async () => {
  const [apiA, apiB] = apis.hosts as [string, string];

  const registration = fullRegistration();
  const { data: session } = (
    await call(apiA, '/v1/tsGenerateSessionToken', {
      brandId: registration.brandId,
      clientFingerprint: FINGERPRINT,
    })
  ).body;
  const { data: registered } = (
    await call(apiA, '/v1/register3', registration, {
      authorization: session.sessionToken as string,
    })
  ).body;
  const loginToken = registered.playerToken as string;
  const brandUsername = `croupier_${registration.username}`;

  const client = await connectRealtime(`ws://${apiB}/graphql`, { authorization: loginToken });
  after(() => client.close());
  const decisions = new ResultStream(client, PLAYER_NOTIF_DEPOWD, { brandUsername });
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername });
  const before = (await balances.next()).data as { newBalance: NewBalanceEvent };
  assert.equal(before.newBalance.walletBalance.IDR?.totalBalance, '0.00');

  const { data: deposit } = (
    await call(
      apiA,
      '/v1/depo-wd',
      { transactionType: 'DEPOSIT', currency: 'IDR', amount: '75000', paymentChannel: 'BCA' },
      { authorization: loginToken },
    )
  ).body;
  await call(
    apiA,
    `/admin/v1/transactions/${deposit.transactionId}/approve`,
    {},
    {
      'x-operator-key': DEMO_OPERATOR_KEY,
    },
  );

  const expected: DepoWdNotification = {
    amount: '75000.00',
    brandUsername,
    currency: 'IDR',
    transactionStatus: 'success',
    transactionType: 'deposit',
  };
  assert.deepEqual(await decisions.next(), { data: { playerNotifDepoWd: expected } });
  const approved = (await balances.next()).data as { newBalance: NewBalanceEvent };
  assert.deepEqual(approved.newBalance.walletBalance.IDR, {
    currency: 'IDR',
    totalBalance: '75000.00',
    heldBalance: '0.00',
  });
  assert.equal(approved.newBalance.brandUsername, brandUsername);
});
