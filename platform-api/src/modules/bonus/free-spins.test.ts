import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import type { FreeSpinsTerms } from '@croupier/contracts';

import {
  assertBonusInvariants,
  entriesOf,
  grantsOf,
  insertOffer,
  moneyOf,
} from '../../../test/bonus.js';
import {
  gatewayCall,
  insertTestGames,
  providerSession,
  slotBet,
  TEST_GAMES,
} from '../../../test/games.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { assertLedgerInvariants, fund } from '../../../test/wallet.js';
import { expireDueGrants } from './expiry-sweeper.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

const slot = TEST_GAMES.slot;
const SPIN_STAKE = '2000.00';

/** A no-deposit offer of `spins` free spins on the test slot at 2,000 IDR, claimed by a new player. */
async function playerWithSpins(spins: number, winnings: FreeSpinsTerms['winnings'] = 'bonus') {
  const offerId = await insertOffer(pool, 'no_deposit', {
    percent: undefined,
    currencies: { IDR: { maxGrant: '0', spinStake: '2000' } },
    freeSpins: { spins, games: [`${slot.gpid}:${slot.code}`], winnings },
  });
  const player = await registerPlayer(app);
  const claimed = await post(app, 'bonus/claim', { offerId }, player.loginToken);
  assert.equal(claimed.statusCode, 200, JSON.stringify(claimed.body));
  const sessionId = await providerSession(app, player.loginToken, slot);
  const grantId = claimed.body.data.grantId as string;
  const { rows } = await pool.query<{ playerId: string }>(
    'SELECT player_id AS "playerId" FROM bonus_grants WHERE id = $1',
    [grantId],
  );
  return { ...player, playerId: rows[0]!.playerId, grantId, sessionId };
}

function freeSpin(
  sessionId: string,
  grantId: string,
  amount: string,
  overrides: Record<string, string> = {},
) {
  return gatewayCall(app, slot.gpid, 'free-spin', {
    sessionId,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    grantId,
    stake: SPIN_STAKE,
    amount,
    ...overrides,
  });
}

async function usageRows(playerId: string) {
  const { rows } = await pool.query(
    'SELECT kind FROM protection_usage_hours WHERE player_id = $1',
    [playerId],
  );
  return rows;
}

test('N free spins: nothing is debited, each spin is an entry of the grant, winnings become bonus money with wagering', async () => {
  const { loginToken, playerId, grantId, sessionId } = await playerWithSpins(3);
  const [granted] = await grantsOf(app, loginToken);
  assert.deepEqual(
    [granted!.status, granted!.granted, granted!.freeSpins],
    [
      'active',
      '0.00',
      {
        total: 3,
        used: 0,
        remaining: 3,
        stake: SPIN_STAKE,
        games: [`${slot.gpid}:${slot.code}`],
        winnings: 'bonus',
        won: '0.00',
      },
    ],
  );
  const offered = await gatewayCall(app, slot.gpid, 'free-spins', { sessionId });
  assert.deepEqual(offered.body.data, {
    freeSpins: { grantId, stake: SPIN_STAKE, total: 3, used: 0 },
  });

  const answers = [];
  for (const win of ['0', '1000', '2500']) {
    const spin = await freeSpin(sessionId, grantId, win);
    assert.equal(spin.statusCode, 200, JSON.stringify(spin.body));
    answers.push(spin.body.data.balance);
  }
  assert.deepEqual(answers, ['0.00', '1000.00', '3500.00'], 'the game sees the bonus money won');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '3500.00' });

  const [grant] = await grantsOf(app, loginToken);
  assert.deepEqual(
    [grant!.status, grant!.wageringRequired, grant!.wageringProgress, grant!.freeSpins?.remaining],
    ['active', '35000.00', '0.00', 0],
  );
  assert.equal(grant!.freeSpins?.won, '3500.00');
  const entries = await entriesOf(app, loginToken, grantId);
  assert.deepEqual(
    entries.map((entry) => [entry.type, entry.spin, entry.bonusAmount, entry.bonusBalanceAfter]),
    [
      ['grant', null, '0.00', '0.00'],
      ['free_spin', 1, '0.00', '0.00'],
      ['free_spin', 2, '1000.00', '1000.00'],
      ['free_spin', 3, '2500.00', '3500.00'],
    ],
  );
  const { rows: rounds } = await pool.query(
    `SELECT stake::text, status, free_spin, bonus_grant_id FROM rounds WHERE player_id = $1`,
    [playerId],
  );
  assert.equal(rounds.length, 3);
  for (const round of rounds) {
    assert.deepEqual(round, {
      stake: '0.000000000000000000',
      status: 'settled',
      free_spin: true,
      bonus_grant_id: grantId,
    });
  }
  assert.deepEqual(await usageRows(playerId), [], 'free spins count toward no limit');

  const fourth = await freeSpin(sessionId, grantId, '5000');
  assert.deepEqual([fourth.statusCode, fourth.body.errorCode], [409, 49]);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '3500.00' });
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('a free spin is idempotent by its transaction id, and refused off its game or stake', async () => {
  const { loginToken, grantId, sessionId } = await playerWithSpins(5);
  const body = {
    sessionId,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    grantId,
    stake: SPIN_STAKE,
    amount: '4000',
  };
  const first = await gatewayCall(app, slot.gpid, 'free-spin', body);
  const again = await gatewayCall(app, slot.gpid, 'free-spin', body);
  assert.equal(first.statusCode, 200, JSON.stringify(first.body));
  assert.deepEqual(again.body, first.body);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '4000.00' });

  const wrongStake = await freeSpin(sessionId, grantId, '0', { stake: '5000' });
  assert.deepEqual([wrongStake.statusCode, wrongStake.body.errorCode], [409, 49]);
  const otherGrant = await freeSpin(sessionId, randomUUID(), '0');
  assert.deepEqual([otherGrant.statusCode, otherGrant.body.errorCode], [409, 49]);
  const tableSession = await providerSession(app, loginToken, TEST_GAMES.table);
  const otherGame = await gatewayCall(app, TEST_GAMES.table.gpid, 'free-spin', {
    ...body,
    sessionId: tableSession,
    transactionId: randomUUID(),
    roundId: randomUUID(),
  });
  assert.deepEqual([otherGame.statusCode, otherGame.body.errorCode], [409, 49]);
  assert.equal((await grantsOf(app, loginToken))[0]!.freeSpins?.used, 1);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '4000.00' });
});

test('two concurrent spins of a grant with one spin left: exactly one plays', async () => {
  const { loginToken, grantId, sessionId } = await playerWithSpins(1, 'real');
  const answers = await Promise.all([
    freeSpin(sessionId, grantId, '3000'),
    freeSpin(sessionId, grantId, '3000'),
  ]);
  assert.deepEqual(answers.map((answer) => answer.statusCode).toSorted(), [200, 409]);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '3000.00', bonus: '0.00' });
  const [grant] = await grantsOf(app, loginToken);
  assert.deepEqual(
    [grant!.status, grant!.freeSpins?.used, grant!.freeSpins?.won],
    ['completed', 1, '3000.00'],
    'real-money spins end the grant with its last spin',
  );
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('expiry forfeits the unused spins and the bonus money they won', async () => {
  const { loginToken, grantId, sessionId } = await playerWithSpins(5);
  assert.equal((await freeSpin(sessionId, grantId, '1500')).statusCode, 200);
  await pool.query(
    `UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE id = $1`,
    [grantId],
  );
  assert.equal(await expireDueGrants(pool), 1);
  const [grant] = await grantsOf(app, loginToken);
  assert.deepEqual(
    [grant!.status, grant!.bonusBalance, grant!.freeSpins?.used, grant!.freeSpins?.remaining],
    ['expired', '0.00', 1, 0],
  );
  const late = await freeSpin(sessionId, grantId, '0');
  assert.deepEqual([late.statusCode, late.body.errorCode], [409, 49]);
  const offered = await gatewayCall(app, slot.gpid, 'free-spins', { sessionId });
  assert.deepEqual(offered.body.data, { freeSpins: null });
  await assertBonusInvariants(pool);
});

test("the player's own stakes while spins remain count toward wagering but convert only once the last spin is played", async () => {
  const { loginToken, grantId, sessionId } = await playerWithSpins(2);
  await fund(app, loginToken, '50000');
  assert.equal((await freeSpin(sessionId, grantId, '1000')).statusCode, 200);
  await slotBet(app, sessionId, '20000');
  const [waiting] = await grantsOf(app, loginToken);
  assert.deepEqual(
    [waiting!.status, waiting!.wageringRequired, waiting!.wageringProgress],
    ['active', '10000.00', '20000.00'],
  );
  assert.equal((await freeSpin(sessionId, grantId, '0')).statusCode, 200);
  const [converted] = await grantsOf(app, loginToken);
  assert.deepEqual([converted!.status, converted!.endReason], ['completed', null]);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '31000.00', bonus: '0.00' });
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('spins that won nothing end the grant with nothing to wager', async () => {
  const { loginToken, grantId, sessionId } = await playerWithSpins(1);
  assert.equal((await freeSpin(sessionId, grantId, '0')).statusCode, 200);
  const [ended] = await grantsOf(app, loginToken);
  assert.deepEqual([ended!.status, ended!.endReason], ['completed', 'balanceSpent']);
});

test("a free spin's large win is a significant event like any large win", async () => {
  const { playerId, grantId, sessionId } = await playerWithSpins(1, 'real');
  await ownerPool.query(
    `UPDATE brand_protection SET large_win_threshold = 1 WHERE brand_id = 'croupier'`,
  );
  try {
    assert.equal((await freeSpin(sessionId, grantId, '500000')).statusCode, 200);
  } finally {
    await ownerPool.query(
      `UPDATE brand_protection SET large_win_threshold = NULL WHERE brand_id = 'croupier'`,
    );
  }
  const { rows } = await pool.query(
    `SELECT type, actor FROM significant_events WHERE player_id = $1`,
    [playerId],
  );
  assert.deepEqual(rows, [{ type: 'large_win', actor: `provider:${slot.gpid}` }]);
});
