import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import type { BonusOffer } from '@croupier/contracts';

import { post, prepareAsAtStart, registerPlayer, startTestApp } from '../../../test/harness.js';
import { depositWithOffer, grantsOf } from '../../../test/bonus.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

async function offersSeenOn(brandId: string): Promise<BonusOffer[]> {
  const player = await registerPlayer(app, { brandId });
  const offers = await post(app, 'bonus/offers', {}, player.loginToken);
  assert.equal(offers.statusCode, 200, JSON.stringify(offers.body));
  return offers.body.data as BonusOffer[];
}

test('each seeded brand offers the welcome bonus its banner promises, with its full terms', async () => {
  for (const brandId of ['croupier', 'lagoon']) {
    const welcome = (await offersSeenOn(brandId)).filter((offer) => offer.kind === 'welcome');
    assert.equal(welcome.length, 1, brandId);
    const [offer] = welcome;
    assert.equal(offer!.claimBy, 'deposit');
    const { terms } = offer!;
    assert.deepEqual(
      [terms.percent, terms.wageringMultiplier, terms.wageringBase, terms.expiryDays],
      ['100', '10', 'bonus', 30],
    );
    assert.equal(terms.claimsPerPlayer, 1);
    // Up to 1,000 USD, or its equivalent at the seeded rate.
    assert.equal(terms.currencies.USD!.maxGrant, '1000');
    assert.equal(terms.currencies.IDR!.maxGrant, '16250000');
    assert.equal(terms.currencies.IDR!.minDeposit, '50000');
    assert.deepEqual(terms.weights.categories, {
      slots: 100,
      fishing: 100,
      casino: 10,
      cards: 10,
      lottery: 0,
      sports: 0,
    });
  }
});

test('each seeded brand pays the weekly cashback its banner promises, automatically', async () => {
  for (const brandId of ['croupier', 'lagoon']) {
    const cashback = (await offersSeenOn(brandId)).filter((offer) => offer.kind === 'cashback');
    assert.equal(cashback.length, 1, brandId);
    const { claimBy, terms } = cashback[0]!;
    assert.equal(claimBy, 'automatic');
    assert.deepEqual(
      [terms.percent, terms.wageringMultiplier, terms.currencies.USD!.maxGrant],
      ['10', '1', '1000'],
    );
  }
});

test('a first deposit of 100,000 IDR with the seeded welcome offer doubles it, to wager 10 times', async () => {
  const [offer] = (await offersSeenOn('croupier')).filter((each) => each.kind === 'welcome');
  const player = await registerPlayer(app);
  await depositWithOffer(app, player.loginToken, '100000', offer!.offerId);
  const [grant] = await grantsOf(app, player.loginToken);
  assert.deepEqual(
    [grant!.status, grant!.granted, grant!.bonusBalance, grant!.wageringRequired],
    ['active', '100000.00', '100000.00', '1000000.00'],
  );
  const after = (await post(app, 'bonus/offers', {}, player.loginToken)).body.data as BonusOffer[];
  assert.deepEqual(
    after.filter((each) => each.kind === 'welcome'),
    [],
    'a welcome offer is for the first deposit only',
  );
});

test('a start seeds the welcome offer once, and never again once the operator archived it', async () => {
  const count = async () =>
    Number(
      (
        await pool.query(
          `SELECT count(*) FROM bonus_offers WHERE brand_id = 'lagoon' AND kind = 'welcome'`,
        )
      ).rows[0].count,
    );
  await prepareAsAtStart(ownerPool);
  assert.equal(await count(), 1);
  await ownerPool.query(
    `UPDATE bonus_offers SET status = 'archived', archived_at = now()
     WHERE brand_id = 'lagoon' AND kind = 'welcome'`,
  );
  await prepareAsAtStart(ownerPool);
  assert.equal(await count(), 1);
});
