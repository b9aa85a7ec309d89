// Staff retry a grant's Hub88 reward that could not be created (or cancelled) now, from the back
// office, instead of waiting for the binding pass: audited; a retry that fails again counts its
// attempt and keeps the row with Hub88's new answer; one that succeeds removes it.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import { insertOffer } from '../../../test/bonus.js';
import { post, registerPlayer } from '../../../test/harness.js';
import { startHub88Pair } from '../../../test/hub88-sandbox.js';
import { admin } from '../../../test/wallet.js';
import { SANDBOX_PREPAIDS } from '../../hub88-sandbox/prepaids.js';
import { bindHub88Rewards } from './reward-binding.js';
import { findHub88Reward } from './rewards.js';

const { app, pool, hub88Call, close } = await startHub88Pair();
after(close);

before(async () => {
  assert.equal((await admin(app, 'POST', '/hub88/sync-games', {})).statusCode, 200);
  assert.equal((await admin(app, 'POST', '/hub88/sync-prepaids', {})).statusCode, 200);
});

/** A grant of 3 spins at 1 IDR on a Hub88 game the sandbox has no prepaid for: its reward fails. */
async function failedGrant(): Promise<string> {
  const { rows } = await pool.query<{ key: string }>(
    `SELECT gpid || ':' || code AS key FROM hub88_games WHERE game_code = 'sbx_scratch_gold'`,
  );
  const offerId = await insertOffer(pool, 'no_deposit', {
    percent: undefined,
    currencies: { IDR: { maxGrant: '0', spinStake: '1' } },
    freeSpins: { spins: 3, games: [rows[0]!.key], winnings: 'bonus' },
  });
  const player = await registerPlayer(app);
  const claimed = await post(app, 'bonus/claim', { offerId }, player.loginToken);
  assert.equal(claimed.statusCode, 200, JSON.stringify(claimed.body));
  await bindHub88Rewards(pool, hub88Call);
  return claimed.body.data.grantId as string;
}

const failuresOf = async (grantId: string) =>
  (await admin(app, 'GET', '/hub88/reward-failures')).body.data.failures.filter(
    (failure: { grantId: string }) => failure.grantId === grantId,
  );

test('a retry that fails again counts its attempt; one that succeeds creates the reward', async () => {
  const grantId = await failedGrant();
  assert.equal((await failuresOf(grantId))[0].attempts, 1);

  const failed = await admin(app, 'POST', `/hub88/reward-failures/${grantId}/create/retry`, {});
  assert.equal(failed.statusCode, 200, JSON.stringify(failed.body));
  assert.equal(failed.body.data.resolved, false);
  assert.equal(failed.body.data.failure.attempts, 2);
  assert.match(failed.body.data.failure.error, /No prepaid/);

  // Hub88 has a prepaid for the game now (and it is stored): the retry creates the reward and
  // the row goes.
  const prepaidUuid = randomUUID();
  SANDBOX_PREPAIDS.push({
    prepaid_uuid: prepaidUuid,
    game_code: 'sbx_scratch_gold',
    currency: 'IDR',
    bet_value: 100_000,
    bet_count: 3,
    type: 'free_spins',
    title: '3 x 1',
  });
  await pool.query(
    `INSERT INTO hub88_prepaids (prepaid_uuid, game_code, currency, bet_value, bet_count)
     VALUES ($1, 'sbx_scratch_gold', 'IDR', 100000, 3)`,
    [prepaidUuid],
  );
  const resolved = await admin(app, 'POST', `/hub88/reward-failures/${grantId}/create/retry`, {});
  assert.equal(resolved.statusCode, 200, JSON.stringify(resolved.body));
  assert.deepEqual(resolved.body.data, { resolved: true, failure: null });
  assert.equal((await findHub88Reward(pool, grantId))?.status, 'active');
  assert.deepEqual(await failuresOf(grantId), []);

  const { rows } = await pool.query(
    `SELECT target, after FROM audit_log WHERE action = 'hub88.retry-reward'
     ORDER BY id`,
  );
  assert.deepEqual(
    rows.map((row) => [row.target, row.after.resolved]),
    [
      [`bonus-grant:${grantId}`, false],
      [`bonus-grant:${grantId}`, true],
    ],
  );
});

test('retrying what is not a recorded failure is refused and changes nothing', async () => {
  const unknown = await admin(
    app,
    'POST',
    `/hub88/reward-failures/${randomUUID()}/create/retry`,
    {},
  );
  assert.equal(unknown.statusCode, 404, JSON.stringify(unknown.body));
  const badAction = await admin(
    app,
    'POST',
    `/hub88/reward-failures/${randomUUID()}/explode/retry`,
    {},
  );
  assert.equal(badAction.statusCode, 400, JSON.stringify(badAction.body));
  const badId = await admin(app, 'POST', '/hub88/reward-failures/not-a-uuid/create/retry', {});
  assert.equal(badId.statusCode, 400, JSON.stringify(badId.body));
});
