import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import {
  assertBonusInvariants,
  depositWithOffer,
  entriesOf,
  grantsOf,
  insertOffer,
  moneyOf,
} from '../../../test/bonus.js';
import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { assertLedgerInvariants } from '../../../test/wallet.js';
import { expireDueGrants } from './expiry-sweeper.js';

const { app, pool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

const slot = TEST_GAMES.slot;
const table = TEST_GAMES.table;

async function bet(sessionId: string, amount: string, game = slot, roundId = randomUUID()) {
  const body = { sessionId, transactionId: randomUUID(), roundId, gameCode: game.code, amount };
  const response = await gatewayCall(app, game.gpid, 'bet', body);
  return { ...response, ...body };
}

async function win(sessionId: string, roundId: string, amount: string, game = slot) {
  const body = { sessionId, transactionId: randomUUID(), roundId, amount };
  return gatewayCall(app, game.gpid, 'win', body);
}

/** A new player whose first deposit of `amount` IDR took the welcome offer `offerId`. */
async function welcomed(offerId: string, amount = '200000') {
  const player = await registerPlayer(app);
  await depositWithOffer(app, player.loginToken, amount, offerId);
  return player;
}

test('the worked example: a matched deposit, bets split real first, a win in proportion, a refused maximum bet, a rollback', async () => {
  const offerId = await insertOffer(pool, 'welcome', {
    currencies: { IDR: { maxGrant: '1000000', minDeposit: '10000', maxBet: '50000' } },
  });
  const { loginToken } = await welcomed(offerId);
  const [grant] = await grantsOf(app, loginToken);
  assert.ok(grant !== undefined);
  assert.deepEqual(
    [grant.status, grant.granted, grant.bonusBalance, grant.wageringRequired, grant.maxBet],
    ['active', '200000.00', '200000.00', '2000000.00', '50000.00'],
  );
  assert.deepEqual(await moneyOf(app, loginToken), { real: '200000.00', bonus: '200000.00' });

  const slotSession = await providerSession(app, loginToken, slot);
  for (const stake of ['50000', '50000', '50000']) {
    assert.equal((await bet(slotSession, stake)).statusCode, 200);
  }
  const roundA = await bet(slotSession, '50000');
  assert.equal(roundA.body.data.balance, '200000.00', 'the game sees real plus bonus money');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '200000.00' });
  const roundB = await bet(slotSession, '40000');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '160000.00' });
  assert.equal((await win(slotSession, roundB.roundId, '100000')).statusCode, 200);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '260000.00' });

  const tooBig = await bet(slotSession, '60000');
  assert.deepEqual(
    [tooBig.statusCode, tooBig.body.errorCode, tooBig.body.reason],
    [409, 46, 'bonusMaxBet'],
  );
  assert.deepEqual(tooBig.body.params, { limit: '50000.00', currency: 'IDR' });
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '260000.00' });

  const tableSession = await providerSession(app, loginToken, table);
  const roundC = await bet(tableSession, '50000', table);
  assert.equal(roundC.statusCode, 200);
  assert.equal((await grantsOf(app, loginToken))[0]!.wageringProgress, '245000.00');
  const rollback = await gatewayCall(app, table.gpid, 'rollback', {
    sessionId: tableSession,
    transactionId: roundC.transactionId,
  });
  assert.equal(rollback.statusCode, 200, JSON.stringify(rollback.body));
  assert.equal(rollback.body.data.balance, '260000.00');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '260000.00' });

  const entries = await entriesOf(app, loginToken, grant.grantId);
  assert.deepEqual(
    entries.map((entry) => [
      entry.type,
      entry.realAmount,
      entry.bonusAmount,
      entry.weight,
      entry.progressAdded,
      entry.bonusBalanceAfter,
    ]),
    [
      ['grant', '0.00', '200000.00', null, '0', '200000.00'],
      ['stake', '-50000.00', '0.00', '1', '50000', '200000.00'],
      ['stake', '-50000.00', '0.00', '1', '50000', '200000.00'],
      ['stake', '-50000.00', '0.00', '1', '50000', '200000.00'],
      ['stake', '-50000.00', '0.00', '1', '50000', '200000.00'],
      ['stake', '0.00', '-40000.00', '1', '40000', '160000.00'],
      ['win', '0.00', '100000.00', null, '0', '260000.00'],
      ['stake', '0.00', '-50000.00', '0.1', '5000', '210000.00'],
      ['rollback', '0.00', '50000.00', '0.1', '-5000', '260000.00'],
    ],
  );
  assert.equal((await grantsOf(app, loginToken))[0]!.wageringProgress, '240000.00');
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});
