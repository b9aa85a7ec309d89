// Free-spin grants bound to Hub88's rewards, against the local sandbox over HTTP: the reward is
// created for a grant on a Hub88 game once the grant is committed (the prepaid of the grant's stake,
// else the game's open one), once, and cancelled when the grant is forfeited or expires; a game
// Hub88 has no prepaid for leaves the grant playable and the failure recorded for staff.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { insertOffer } from '../../../test/bonus.js';
import { post, registerPlayer } from '../../../test/harness.js';
import { startHub88Pair } from '../../../test/hub88-sandbox.js';
import { admin, assertLedgerInvariants } from '../../../test/wallet.js';
import { withTransaction } from '../../db/pool.js';
import { expireDueGrants } from '../bonus/expiry-sweeper.js';
import { forfeitGrant } from '../bonus/grants.js';
import { bindHub88Rewards } from './reward-binding.js';
import { findHub88Reward } from './rewards.js';

const { app, pool, ownerPool, sandbox, sandboxUrl, hub88Call, close } = await startHub88Pair();
after(close);

before(async () => {
  assert.equal((await admin(app, 'POST', '/hub88/sync-games', {})).statusCode, 200);
  assert.equal((await admin(app, 'POST', '/hub88/sync-prepaids', {})).statusCode, 200);
});

async function catalogueKey(gameCode: string): Promise<string> {
  const { rows } = await pool.query<{ key: string }>(
    `SELECT gpid || ':' || code AS key FROM hub88_games WHERE game_code = $1`,
    [gameCode],
  );
  assert.ok(rows[0], `${gameCode} imported`);
  return rows[0].key;
}

/** A new player claims a no-deposit offer of `spins` free spins at `stake` IDR on `gameCodes`. */
async function grantOn(gameCodes: string[], spins: number, stake: string) {
  const games = await Promise.all(gameCodes.map(catalogueKey));
  const offerId = await insertOffer(pool, 'no_deposit', {
    percent: undefined,
    currencies: { IDR: { maxGrant: '0', spinStake: stake } },
    freeSpins: { spins, games, winnings: 'bonus' },
  });
  const player = await registerPlayer(app);
  const claimed = await post(app, 'bonus/claim', { offerId }, player.loginToken);
  assert.equal(claimed.statusCode, 200, JSON.stringify(claimed.body));
  const grantId = claimed.body.data.grantId as string;
  const { rows } = await pool.query<{ playerId: string; expiresAt: Date }>(
    'SELECT player_id AS "playerId", expires_at AS "expiresAt" FROM bonus_grants WHERE id = $1',
    [grantId],
  );
  return { ...player, ...rows[0]!, grantId };
}

const hub88RewardOf = (rewardUuid: string) => sandbox.freebets.rewards.get(rewardUuid);

test("a grant of 10 spins at 1 IDR on a Hub88 game gets Hub88's reward of the matching prepaid, once", async () => {
  const grant = await grantOn(['sbx_lucky_sevens'], 10, '1');
  const report = await bindHub88Rewards(pool, hub88Call);
  assert.ok(report.created >= 1, JSON.stringify(report));
  const reward = await findHub88Reward(pool, grant.grantId);
  assert.ok(reward);
  assert.deepEqual(
    [reward.gameCode, reward.currency, reward.betValueUnits, reward.betCount, reward.status],
    ['sbx_lucky_sevens', 'IDR', 100_000, 10, 'active'],
  );
  const atHub88 = hub88RewardOf(reward.rewardUuid);
  assert.ok(atHub88);
  assert.equal(atHub88.operator_reference, grant.grantId);
  assert.equal(atHub88.user, grant.playerId);
  assert.equal(atHub88.sub_partner_id, 'croupier');
  assert.equal(atHub88.end_time, grant.expiresAt.toISOString().slice(0, 19));
  // A second pass finds nothing to do for it: one reward per grant.
  const rewardsBefore = sandbox.freebets.rewards.size;
  await bindHub88Rewards(pool, hub88Call);
  assert.equal(sandbox.freebets.rewards.size, rewardsBefore);
});

test("a stake no fixed prepaid has takes the game's open prepaid with the grant's stake and spins", async () => {
  const grant = await grantOn(['sbx_fruit_party'], 5, '2.5');
  await bindHub88Rewards(pool, hub88Call);
  const reward = await findHub88Reward(pool, grant.grantId);
  assert.ok(reward);
  assert.deepEqual([reward.betValueUnits, reward.betCount], [250_000, 5]);
  const atHub88 = hub88RewardOf(reward.rewardUuid)!;
  assert.deepEqual([atHub88.bet_value, atHub88.bet_count], [250_000, 5]);
});

test('a Hub88 game without prepaids leaves the grant active and the failure listed for staff', async () => {
  // The sandbox has prepaids for its two slots only.
  const bare = await grantOn(['sbx_scratch_gold'], 3, '1');
  const report = await bindHub88Rewards(pool, hub88Call);
  assert.ok(report.failed >= 1);
  assert.equal(await findHub88Reward(pool, bare.grantId), null);
  const { rows: grants } = await pool.query('SELECT status FROM bonus_grants WHERE id = $1', [
    bare.grantId,
  ]);
  assert.equal(grants[0].status, 'active');
  const listed = await admin(app, 'GET', '/hub88/reward-failures');
  assert.equal(listed.statusCode, 200, JSON.stringify(listed.body));
  const failure = listed.body.data.failures.find(
    (entry: { grantId: string }) => entry.grantId === bare.grantId,
  );
  assert.ok(failure);
  assert.deepEqual(
    [failure.action, failure.gameCode, failure.attempts],
    ['create', 'sbx_scratch_gold', 1],
  );
  assert.match(failure.error, /No prepaid/);
  // Within the retry delay a pass does not call again.
  await bindHub88Rewards(pool, hub88Call);
  const again = await admin(app, 'GET', '/hub88/reward-failures');
  const same = again.body.data.failures.find(
    (entry: { grantId: string }) => entry.grantId === bare.grantId,
  );
  assert.equal(same.attempts, 1);
});

test('forfeiting or expiring a grant cancels its reward at Hub88', async () => {
  const forfeited = await grantOn(['sbx_lucky_sevens'], 10, '1');
  const expired = await grantOn(['sbx_lucky_sevens'], 10, '1');
  await bindHub88Rewards(pool, hub88Call);
  await withTransaction(pool, (client) =>
    forfeitGrant(
      client,
      { id: forfeited.grantId, playerId: forfeited.playerId, currency: 'IDR' },
      'staff: test',
    ),
  );
  await ownerPool.query(
    `UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE id = $1`,
    [expired.grantId],
  );
  await expireDueGrants(pool);
  const report = await bindHub88Rewards(pool, hub88Call);
  assert.ok(report.cancelled >= 2, JSON.stringify(report));
  for (const grant of [forfeited, expired]) {
    const reward = (await findHub88Reward(pool, grant.grantId))!;
    assert.equal(reward.status, 'cancelled');
    assert.equal(hub88RewardOf(reward.rewardUuid)!.status, 'cancelled');
  }
});

test("the sandbox's game page plays the reward's rounds as free rounds booked to the grant", async () => {
  const grant = await grantOn(['sbx_lucky_sevens'], 10, '1');
  await bindHub88Rewards(pool, hub88Call);
  const [gpid, code] = (await catalogueKey('sbx_lucky_sevens')).split(':');
  const launched = await post(app, 'game', { gpid, gameCode: code }, grant.loginToken);
  assert.equal(launched.statusCode, 200, JSON.stringify(launched.body));
  const session = new URL(launched.body.data.launchUrl).searchParams.get('session');
  interface PageAnswer {
    status: string;
    message: string;
    freeRound?: { number: number; total: number };
    nextFreeRound?: { number: number; total: number };
  }
  const page = (path: string): Promise<PageAnswer> =>
    fetch(`${sandboxUrl}/games/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session }),
    }).then((response) => response.json() as Promise<PageAnswer>);

  const opened = await page('balance');
  assert.deepEqual(opened.nextFreeRound, { number: 1, total: 10 });
  const rounds = [];
  for (let round = 0; round < 10; round += 1) rounds.push(await page('spin'));
  assert.deepEqual(
    rounds.map((round) => [round.status, round.freeRound?.number, round.freeRound?.total]),
    Array.from({ length: 10 }, (_, index) => ['RS_OK', index + 1, 10]),
  );
  assert.match(rounds[0]!.message, /^Free round 1 of 10/);
  assert.equal((await page('balance')).nextFreeRound, undefined);

  const { rows } = await pool.query(
    `SELECT grant_row.free_spins_used AS used,
            (SELECT count(*)::int FROM bonus_entries WHERE grant_id = grant_row.id
               AND type = 'free_spin') AS entries
     FROM bonus_grants grant_row WHERE id = $1`,
    [grant.grantId],
  );
  assert.deepEqual(rows[0], { used: 10, entries: 10 });
  await assertLedgerInvariants(pool);
});
