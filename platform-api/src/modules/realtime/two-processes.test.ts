// Two API processes on one database, as in a scaled-out deployment: a player subscribed on B hears
// of a deposit that an operator approved through A, and of a logout through A; with events between
// processes through NOTIFY (the default), and through a Redis Stream (REDIS_URL set).

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import type { PaymentNotification, NewBalanceEvent } from '@croupier/contracts';

import { DEMO_OPERATOR_KEY } from '../../config.js';
import { call, startApiProcesses } from '../../../test/api-processes.js';
import { FINGERPRINT, fullRegistration } from '../../../test/harness.js';
import { startRedis } from '../../../test/redis.js';
import { connectRealtime, PLAYER_NOTIF_DEPOWD, ResultStream } from './test-client.js';

/** newBalance with the sequence number of the change each snapshot includes. */
const NUMBERED_BALANCE = `
  subscription NewBalance($brandUsername: String!) {
    newBalance(brandUsername: $brandUsername) { walletBalance activeWallet brandUsername sequence }
  }`;

const redis = await startRedis();
const modes = [
  { transport: 'NOTIFY', apis: await startApiProcesses(2) },
  { transport: 'a Redis Stream', apis: await startApiProcesses(2, { REDIS_URL: redis.url }) },
];
after(async () => {
  for (const { apis } of modes) await apis.stop();
  await redis.stop();
});

/** A new player, registered through `host`. */
async function registerThrough(host: string) {
  const registration = fullRegistration();
  const { data: session } = (
    await call(host, '/v1/tsGenerateSessionToken', {
      brandId: registration.brandId,
      clientFingerprint: FINGERPRINT,
    })
  ).body;
  const { data: registered } = (
    await call(host, '/v1/register3', registration, {
      authorization: session.sessionToken as string,
    })
  ).body;
  return {
    loginToken: registered.playerToken as string,
    brandUsername: `croupier_${registration.username}`,
  };
}

for (const { transport, apis } of modes) {
  test(`a subscriber on process B receives a deposit approved through process A (${transport})`, async () => {
    const [apiA, apiB] = apis.hosts as [string, string];

    const { loginToken, brandUsername } = await registerThrough(apiA);

    const client = await connectRealtime(`ws://${apiB}/graphql`, { authorization: loginToken });
    after(() => client.close());
    const decisions = new ResultStream(client, PLAYER_NOTIF_DEPOWD, { brandUsername });
    const balances = new ResultStream(client, NUMBERED_BALANCE, { brandUsername });
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

    const expected: PaymentNotification = {
      amount: '75000.00',
      brandUsername,
      currency: 'IDR',
      transactionStatus: 'success',
      transactionType: 'deposit',
    };
    assert.deepEqual(await decisions.next(), { data: { playerNotifDepoWd: expected } });
    // A process whose stream reads began after it took subscribers pushes their values once,
    // unnumbered (a resync); the approved deposit's own push is the numbered one.
    let approved = (await balances.next()).data as { newBalance: NewBalanceEvent };
    while (approved.newBalance.sequence == null) {
      approved = (await balances.next()).data as { newBalance: NewBalanceEvent };
    }
    assert.deepEqual(approved.newBalance.walletBalance.IDR, {
      currency: 'IDR',
      totalBalance: '75000.00',
      heldBalance: '0.00',
      bonusBalance: '0.00',
    });
    assert.equal(approved.newBalance.brandUsername, brandUsername);
    // The player's first balance change: the approved deposit.
    assert.equal(approved.newBalance.sequence, 1);
  });

  test(`a logout through process A closes the connections of that login token on process B (${transport})`, async () => {
    const [apiA, apiB] = apis.hosts as [string, string];
    const { loginToken, brandUsername } = await registerThrough(apiA);

    const client = await connectRealtime(`ws://${apiB}/graphql`, { authorization: loginToken });
    after(() => client.close());
    const disconnected = new Promise<void>((resolve) => client.onDisconnected(() => resolve()));
    await new ResultStream(client, NUMBERED_BALANCE, { brandUsername }).next();

    await call(apiA, '/v1/logout', {}, { authorization: loginToken });
    const closedInTime = await Promise.race([
      disconnected.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000)),
    ]);
    assert.ok(closedInTime, 'the connection on B is still open a second after the logout');
  });
}
