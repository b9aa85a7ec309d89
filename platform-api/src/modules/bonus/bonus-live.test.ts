// The player hears of a grant live (`subscription bonusGrant`): when a deposit's match activates it
// and when the bet that meets its wagering converts it to real money; bets between say nothing.

import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';

import { depositWithOffer, grantsOf, insertOffer } from '../../../test/bonus.js';
import { insertTestGames, providerSession, slotBet, TEST_GAMES } from '../../../test/games.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { verifyIdentity } from '../../../test/wallet.js';
import { BONUS_GRANT, connectRealtime, ResultStream } from '../realtime/test-client.js';

const { app, pool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

test('a grant is announced live when it becomes active and when it converts, once each', async () => {
  const offerId = await insertOffer(pool, 'welcome', { wageringMultiplier: '1' });
  const { loginToken } = await registerPlayer(app);
  await verifyIdentity(app, pool, loginToken);
  const { brandUsername } = (await post(app, 'me', {}, loginToken)).body.data;
  const client = await connectRealtime(url, { authorization: loginToken });
  const grants = new ResultStream(client, BONUS_GRANT, { brandUsername });
  try {
    // The subscription is in place once the server has read the player's (no) grants.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await depositWithOffer(app, loginToken, '100000', offerId);
    const [grant] = await grantsOf(app, loginToken);
    assert.deepEqual((await grants.next()).data?.bonusGrant, {
      brandUsername,
      grantId: grant?.grantId,
      status: 'active',
      currency: 'IDR',
      amount: '100000.00',
    });

    const session = await providerSession(app, loginToken, TEST_GAMES.slot);
    await slotBet(app, session, '60000');
    await slotBet(app, session, '40000');
    assert.deepEqual((await grants.next()).data?.bonusGrant, {
      brandUsername,
      grantId: grant?.grantId,
      status: 'completed',
      currency: 'IDR',
      amount: '100000.00',
    });
    await assert.rejects(grants.next(300), /No result/);
  } finally {
    grants.stop();
    client.close();
  }
});

test("another player's grants are not the caller's to follow", async () => {
  const player = await registerPlayer(app);
  const other = await registerPlayer(app);
  const { brandUsername } = (await post(app, 'me', {}, other.loginToken)).body.data;
  const client = await connectRealtime(url, { authorization: player.loginToken });
  const grants = new ResultStream(client, BONUS_GRANT, { brandUsername });
  try {
    const refused = await grants.next();
    assert.deepEqual(
      refused.errors?.map((error) => (error as { message: string }).message),
      ['Not allowed'],
    );
  } finally {
    grants.stop();
    client.close();
  }
});
