// Hub88's free rounds (`is_free` with `meta.operator_reference` = a free-spin grant's id) booked
// to their grant through the bonus engine's free-spin path: no debit, one numbered spin per round,
// the win as the offer says; a free bet naming an unknown grant, another player's, or one with no
// spin left is refused and moves nothing; every call idempotent.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';

import type { FreeSpinsTerms } from '@croupier/contracts';

import { assertBonusInvariants, entriesOf, insertOffer, moneyOf } from '../../../test/bonus.js';
import { TEST_GAMES } from '../../../test/games.js';
import { post, registerPlayer } from '../../../test/harness.js';
import { betBody, hub88Session, startHub88TestApp, winBody } from '../../../test/hub88.js';
import { assertLedgerInvariants } from '../../../test/wallet.js';

const { app, pool, call } = await startHub88TestApp();

/** IDR in Hub88's units of 1/100000. */
const units = (idr: number) => idr * 100_000;
const slot = TEST_GAMES.slot;

/** A player holding nothing who claimed `spins` free spins at 100 IDR on the Hub88 slot. */
async function playerWithSpins(spins: number, winnings: FreeSpinsTerms['winnings'] = 'bonus') {
  const offerId = await insertOffer(pool, 'no_deposit', {
    percent: undefined,
    currencies: { IDR: { maxGrant: '0', spinStake: '100' } },
    freeSpins: { spins, games: [`${slot.gpid}:${slot.code}`], winnings },
  });
  const player = await registerPlayer(app);
  const claimed = await post(app, 'bonus/claim', { offerId }, player.loginToken);
  assert.equal(claimed.statusCode, 200, JSON.stringify(claimed.body));
  const session = await hub88Session(pool, player.username);
  return { ...player, session, grantId: claimed.body.data.grantId as string };
}

type Player = Awaited<ReturnType<typeof playerWithSpins>>;

const freeBetOf = (player: Player, grantId = player.grantId) =>
  betBody(player.session, {
    amount: 0,
    is_free: true,
    meta: { operator_reference: grantId, campaign_uuid: randomUUID() },
  });

async function freeRound(player: Player, winIdr: number) {
  const bet = freeBetOf(player);
  const opened = await call('bet', bet);
  assert.equal(opened.status, 'RS_OK', JSON.stringify(opened));
  const win = winBody(player.session, bet, {
    amount: units(winIdr),
    is_free: true,
    meta: bet.meta,
  });
  const paid = await call('win', win);
  assert.equal(paid.status, 'RS_OK', JSON.stringify(paid));
  return { bet, win, paid };
}

async function transactionsOf(transactionId: string) {
  const { rows } = await pool.query(
    'SELECT kind FROM provider_transactions WHERE transaction_id = $1',
    [transactionId],
  );
  return rows.length;
}

test('free rounds book to their grant: no debit, bonus winnings with wagering, numbered spins', async () => {
  const player = await playerWithSpins(3);
  const first = await freeRound(player, 500);
  assert.equal(first.paid.balance, units(500));
  // A repeated win answers the same and moves nothing again.
  const repeated = await call('win', first.win);
  assert.deepEqual([repeated.status, repeated.balance], ['RS_OK', units(500)]);
  await freeRound(player, 0);
  await freeRound(player, 200);
  assert.deepEqual(await moneyOf(app, player.loginToken), { real: '0.00', bonus: '700.00' });

  // No spin left: the fourth free bet is refused and moves nothing.
  const fourth = freeBetOf(player);
  const refused = await call('bet', fourth);
  assert.deepEqual([refused.status, refused.balance], ['RS_ERROR_UNKNOWN', units(700)]);
  assert.equal(await transactionsOf(fourth.transaction_uuid), 0);

  const entries = await entriesOf(app, player.loginToken, player.grantId);
  assert.deepEqual(
    entries
      .filter((entry) => entry.type === 'free_spin')
      .map((entry) => [entry.spin, entry.realAmount, entry.bonusAmount]),
    [
      [1, '0.00', '500.00'],
      [2, '0.00', '0.00'],
      [3, '0.00', '200.00'],
    ],
  );
  const { rows } = await pool.query(
    `SELECT free_spins_used AS used, wagering_required::float8 AS required
     FROM bonus_grants WHERE id = $1`,
    [player.grantId],
  );
  assert.deepEqual(rows[0], { used: 3, required: 7000 });
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('a free round of real-money winnings credits the player at once', async () => {
  const player = await playerWithSpins(2, 'real');
  const { paid } = await freeRound(player, 300);
  assert.equal(paid.balance, units(300));
  assert.deepEqual(await moneyOf(app, player.loginToken), { real: '300.00', bonus: '0.00' });
  await assertLedgerInvariants(pool);
});

test('a free round its bet opened before the grant expired is still paid; none opens after', async () => {
  const player = await playerWithSpins(2, 'real');
  const bet = freeBetOf(player);
  assert.equal((await call('bet', bet)).status, 'RS_OK');
  await pool.query(
    "UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE id = $1",
    [player.grantId],
  );
  const paid = await call(
    'win',
    winBody(player.session, bet, { amount: units(300), is_free: true, meta: bet.meta }),
  );
  assert.deepEqual([paid.status, paid.balance], ['RS_OK', units(300)]);
  const late = freeBetOf(player);
  assert.notEqual((await call('bet', late)).status, 'RS_OK', 'no free round after expiry');
  assert.equal(await transactionsOf(late.transaction_uuid), 0);
  await assertLedgerInvariants(pool);
});

test("a free bet naming an unknown grant, or another player's, is refused and moves nothing", async () => {
  const player = await playerWithSpins(2);
  const other = await playerWithSpins(2);
  for (const bet of [
    freeBetOf(player, randomUUID()),
    freeBetOf(player, other.grantId),
    freeBetOf(player, 'not-a-grant'),
  ]) {
    const refused = await call('bet', bet);
    assert.notEqual(refused.status, 'RS_OK');
    assert.equal(refused.balance, units(0));
    assert.equal(await transactionsOf(bet.transaction_uuid), 0);
  }
  // A win naming no free bet of the player is refused too.
  const stray = winBody(player.session, freeBetOf(player), {
    amount: units(100),
    is_free: true,
    meta: { operator_reference: player.grantId },
  });
  const refusedWin = await call('win', stray);
  assert.equal(refusedWin.status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  const { rows } = await pool.query(
    'SELECT free_spins_used AS used FROM bonus_grants WHERE id = $1',
    [player.grantId],
  );
  assert.equal(rows[0].used, 0);
  assert.deepEqual(await moneyOf(app, player.loginToken), { real: '0.00', bonus: '0.00' });
});

test('a repeated free bet answers the same, and its round pays one spin', async () => {
  const player = await playerWithSpins(2);
  const bet = freeBetOf(player);
  const [a, b] = await Promise.all([call('bet', bet), call('bet', bet)]);
  assert.deepEqual([a.status, b.status], ['RS_OK', 'RS_OK']);
  const win = winBody(player.session, bet, { amount: units(50), is_free: true, meta: bet.meta });
  const answers = await Promise.all(Array.from({ length: 5 }, () => call('win', win)));
  assert.ok(answers.every((answer) => answer.status === 'RS_OK' && answer.balance === units(50)));
  const { rows } = await pool.query(
    'SELECT free_spins_used AS used FROM bonus_grants WHERE id = $1',
    [player.grantId],
  );
  assert.equal(rows[0].used, 1);
});
