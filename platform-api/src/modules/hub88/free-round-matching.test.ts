// A free round whose calls come without `meta.operator_reference` never goes the real-money path
// silently: a free bet carrying the `reward_uuid` of a reward Croupier created books to that
// reward's grant; a win naming a free round's bet plays that grant's spin whatever its meta; a free
// win of a reward Croupier did not create is paid by the brand's supplier-promotion policy.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';

import { insertOffer, moneyOf } from '../../../test/bonus.js';
import { TEST_GAMES } from '../../../test/games.js';
import { post, registerPlayer } from '../../../test/harness.js';
import { betBody, hub88Session, startHub88TestApp, winBody } from '../../../test/hub88.js';
import { admin, assertLedgerInvariants } from '../../../test/wallet.js';

const { app, pool, call, playing } = await startHub88TestApp();
const units = (idr: number) => idr * 100_000;
const slot = TEST_GAMES.slot;

/** A player holding nothing with 2 free spins at 100 IDR, whose grant has Hub88 reward `rewardUuid`. */
async function playerWithReward() {
  const offerId = await insertOffer(pool, 'no_deposit', {
    percent: undefined,
    currencies: { IDR: { maxGrant: '0', spinStake: '100' } },
    freeSpins: { spins: 2, games: [`${slot.gpid}:${slot.code}`], winnings: 'real' },
  });
  const player = await registerPlayer(app);
  const claimed = await post(app, 'bonus/claim', { offerId }, player.loginToken);
  assert.equal(claimed.statusCode, 200, JSON.stringify(claimed.body));
  const grantId = claimed.body.data.grantId as string;
  const rewardUuid = randomUUID();
  const prepaidUuid = randomUUID();
  await pool.query(
    `INSERT INTO hub88_rewards (operator_reference, reward_uuid, player_id, prepaid_uuid,
       game_code, currency, bet_value, bet_count, start_time, end_time)
     VALUES ($1, $2, (SELECT player_id FROM bonus_grants WHERE id::text = $1), $3,
       'sbx_test_slot', 'IDR', 10000000, 2, now(), now() + interval '1 day')`,
    [grantId, rewardUuid, prepaidUuid],
  );
  const session = await hub88Session(pool, player.username);
  return { ...player, session, grantId, rewardUuid };
}

async function spinsUsed(grantId: string) {
  const { rows } = await pool.query<{ used: number }>(
    'SELECT free_spins_used AS used FROM bonus_grants WHERE id = $1',
    [grantId],
  );
  return rows[0]!.used;
}

test('a free round without operator_reference books to the grant of its reward_uuid', async () => {
  const player = await playerWithReward();
  const bet = betBody(player.session, { amount: 0, is_free: true, reward_uuid: player.rewardUuid });
  const opened = await call('bet', bet);
  assert.deepEqual([opened.status, opened.balance], ['RS_OK', 0]);
  const win = winBody(player.session, bet, {
    amount: units(300),
    is_free: true,
    reward_uuid: player.rewardUuid,
  });
  const paid = await call('win', win);
  assert.deepEqual([paid.status, paid.balance], ['RS_OK', units(300)]);
  assert.deepEqual(await call('win', win), paid, 'a repeat answers the first answer');
  assert.equal(await spinsUsed(player.grantId), 1);
  assert.deepEqual(await moneyOf(app, player.loginToken), { real: '300.00', bonus: '0.00' });
});

test('a win naming a free round of a grant plays its spin even without meta or reward', async () => {
  const player = await playerWithReward();
  const bet = betBody(player.session, {
    amount: 0,
    is_free: true,
    meta: { operator_reference: player.grantId },
  });
  assert.equal((await call('bet', bet)).status, 'RS_OK');
  const win = winBody(player.session, bet, { amount: units(50), is_free: false, meta: null });
  const paid = await call('win', win);
  assert.deepEqual([paid.status, paid.balance], ['RS_OK', units(50)]);
  assert.equal(await spinsUsed(player.grantId), 1);
});

test('a free win of a reward Croupier did not create follows the supplier-promotion policy', async () => {
  const policy = '/brands/croupier/hub88/supplier-promo-policy';
  assert.equal((await admin(app, 'PUT', policy, { policy: 'refuse' })).statusCode, 200);
  const session = await playing();
  const bet = betBody(session, { amount: 0, is_free: true, reward_uuid: randomUUID() });
  assert.equal((await call('bet', bet)).status, 'RS_OK');
  const win = winBody(session, bet, { amount: units(70), is_free: true });
  const refused = await call('win', win);
  assert.deepEqual([refused.status, refused.balance], ['RS_ERROR_UNKNOWN', 10_000_000_000]);

  assert.equal((await admin(app, 'PUT', policy, { policy: 'real' })).statusCode, 200);
  const paid = await call('win', win);
  assert.deepEqual([paid.status, paid.balance], ['RS_OK', 10_007_000_000]);
  await assertLedgerInvariants(pool);
});
