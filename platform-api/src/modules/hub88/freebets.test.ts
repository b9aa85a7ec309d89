// Hub88's Freebets API against the local sandbox over HTTP, both sides signing: prepaids stored
// per game (once a minute, as Hub88 limits it), a reward's lifecycle by operator_reference, and
// campaigns.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { startHub88Pair } from '../../../test/hub88-sandbox.js';
import { admin, walletPlayer } from '../../../test/wallet.js';
import { freebetsClient, hub88Time } from './freebets-client.js';
import { cancelHub88Reward, createHub88Reward } from './rewards.js';

const { app, pool, sandbox, hub88Call, close } = await startHub88Pair();
after(close);
const freebets = freebetsClient(hub88Call);

const HOUR = 60 * 60 * 1000;

async function playerOf(app_: typeof app) {
  const player = await walletPlayer(app_);
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM players WHERE brand_id = 'croupier' AND username = $1`,
    [player.username],
  );
  return { ...player, id: rows[0]!.id };
}
const period = () => ({ startTime: new Date(), endTime: new Date(Date.now() + 24 * HOUR) });

async function prepaidOf(gameCode: string, currency: string, fixed: boolean) {
  const listed = await admin(app, 'GET', `/hub88/prepaids?gameCode=${gameCode}`);
  assert.equal(listed.statusCode, 200, JSON.stringify(listed.body));
  const prepaid = listed.body.data.prepaids.find(
    (entry: { currency: string; betCount: number | null }) =>
      entry.currency === currency && (entry.betCount !== null) === fixed,
  );
  assert.ok(prepaid, `a ${fixed ? 'fixed' : 'open'} ${currency} prepaid of ${gameCode}`);
  return prepaid as { prepaidUuid: string; betValue: string | null; betCount: number | null };
}

test('sync-prepaids stores each game its prepaids, and keeps to one call a minute', async () => {
  await admin(app, 'POST', '/hub88/sync-games', {});
  const synced = await admin(app, 'POST', '/hub88/sync-prepaids', {});
  assert.equal(synced.statusCode, 200, JSON.stringify(synced.body));
  assert.deepEqual(synced.body.data, { listed: 12, games: 2, unlisted: 0 });
  // Within the minute the API refuses without calling Hub88 (the sandbox would answer 429).
  const again = await admin(app, 'POST', '/hub88/sync-prepaids', {});
  assert.equal(again.statusCode, 429, JSON.stringify(again.body));
  assert.equal(again.body.errorCode, 5);
  assert.match(again.body.message, /once a minute/);

  const listed = await admin(app, 'GET', '/hub88/prepaids?gameCode=sbx_lucky_sevens');
  const prepaids = listed.body.data.prepaids;
  assert.equal(prepaids.length, 6);
  assert.ok(prepaids.every((entry: { gameName: string }) => entry.gameName === 'Lucky Sevens'));
  const fixed = prepaids.find(
    (entry: { currency: string; betCount: number | null }) =>
      entry.currency === 'EUR' && entry.betCount !== null,
  );
  assert.deepEqual([fixed.betValue, fixed.betCount, fixed.type], ['1', 10, 'free_spins']);

  // Were the API to call within the minute anyway, Hub88's 429 is an aggregator failure (29).
  await pool.query(`UPDATE hub88_limited_calls SET called_at = now() - interval '61 seconds'`);
  const third = await admin(app, 'POST', '/hub88/sync-prepaids', {});
  assert.equal(third.statusCode, 502, JSON.stringify(third.body));
  assert.match(third.body.message, /HTTP 429/);
});

test('a reward is created once per operator_reference, with the prepaid, and cancelled', async () => {
  const player = await playerOf(app);
  const prepaid = await prepaidOf('sbx_lucky_sevens', 'IDR', true);
  const operatorReference = randomUUID();
  const grant = { operatorReference, playerId: player.id, prepaidUuid: prepaid.prepaidUuid };
  const reward = await createHub88Reward(pool, hub88Call, { ...grant, ...period() });
  assert.equal(reward.status, 'active');
  assert.deepEqual([reward.betValueUnits, reward.betCount], [100_000, 10]);
  const atHub88 = sandbox.freebets.rewards.get(reward.rewardUuid);
  assert.ok(atHub88);
  assert.equal(atHub88.user, player.id);
  assert.equal(atHub88.sub_partner_id, 'croupier');
  assert.equal(atHub88.operator_reference, operatorReference);
  assert.equal(atHub88.game_code, 'sbx_lucky_sevens');
  assert.equal(atHub88.currency, 'IDR');

  const again = await createHub88Reward(pool, hub88Call, { ...grant, ...period() });
  assert.equal(again.rewardUuid, reward.rewardUuid);
  const listed = await freebets.listRewards({ operator_reference: operatorReference });
  assert.deepEqual(
    listed.map((entry) => entry.reward_uuid),
    [reward.rewardUuid],
  );

  const cancelled = await cancelHub88Reward(pool, hub88Call, operatorReference);
  assert.equal(cancelled.status, 'cancelled');
  assert.equal(sandbox.freebets.rewards.get(reward.rewardUuid)?.status, 'cancelled');
  // Cancelling again answers the cancelled reward and calls Hub88 no more.
  const twice = await cancelHub88Reward(pool, hub88Call, operatorReference);
  assert.equal(twice.status, 'cancelled');
});

test('an open prepaid takes the given values; refusals leave nothing behind', async () => {
  const player = await playerOf(app);
  const open = await prepaidOf('sbx_fruit_party', 'IDR', false);
  const base = { playerId: player.id, prepaidUuid: open.prepaidUuid, ...period() };
  await assert.rejects(
    createHub88Reward(pool, hub88Call, { ...base, operatorReference: randomUUID() }),
    /bet value and count open/,
  );
  const chosen = await createHub88Reward(pool, hub88Call, {
    ...base,
    operatorReference: randomUUID(),
    betValueUnits: 50_000,
    betCount: 25,
  });
  assert.deepEqual([chosen.betValueUnits, chosen.betCount], [50_000, 25]);

  // Hub88 refusing the reward (a prepaid it does not know): nothing is kept.
  const reference = randomUUID();
  await pool.query(
    `INSERT INTO hub88_prepaids (prepaid_uuid, game_code, currency, bet_value, bet_count)
     VALUES ('unknown-at-hub88', 'sbx_fruit_party', 'IDR', 100000, 5)`,
  );
  await assert.rejects(
    createHub88Reward(pool, hub88Call, {
      ...base,
      prepaidUuid: 'unknown-at-hub88',
      operatorReference: reference,
    }),
    (error: { errorCode?: number }) => error.errorCode === 29,
  );
  const { rowCount } = await pool.query(
    'SELECT 1 FROM hub88_rewards WHERE operator_reference = $1',
    [reference],
  );
  assert.equal(rowCount, 0);
  await assert.rejects(cancelHub88Reward(pool, hub88Call, reference), /No Hub88 reward/);
});

test('campaigns are created, listed by filter and read by uuid', async () => {
  const prepaid = await prepaidOf('sbx_lucky_sevens', 'EUR', true);
  const start = new Date();
  const terms = {
    prepaid_uuid: prepaid.prepaidUuid,
    game_code: 'sbx_lucky_sevens',
    currency: 'EUR',
    bet_value: 100_000,
    bet_count: 10,
    start_time: hub88Time(start),
    end_time: hub88Time(new Date(start.getTime() + 24 * HOUR)),
  };
  const campaign = await freebets.createCampaign({ ...terms, name: 'Welcome spins' });
  await freebets.createCampaign({ ...terms, name: 'Other' });
  const byName = await freebets.listCampaigns({ name: 'Welcome spins' });
  assert.deepEqual(
    byName.map((entry) => entry.campaign_uuid),
    [campaign.campaign_uuid],
  );
  const info = await freebets.campaignInfo(campaign.campaign_uuid);
  assert.equal(info.name, 'Welcome spins');

  const player = await playerOf(app);
  const reward = await freebets.createReward({
    ...terms,
    user: player.id,
    sub_partner_id: 'croupier',
    operator_reference: randomUUID(),
    campaign_uuid: campaign.campaign_uuid,
  });
  assert.equal(reward.campaign_uuid, campaign.campaign_uuid);
});
