// NGR counts bonus money that became real money as the bonus cost (docs/bonus.md#reports): a
// converted grant lowers the brand's NGR by exactly what converted; a forfeited one by nothing.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { Decimal } from 'decimal.js';

import { depositWithOffer, grantsOf, insertOffer, moneyOf } from '../../../test/bonus.js';
import { insertTestGames, providerSession, slotBet, TEST_GAMES } from '../../../test/games.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { verifyIdentity } from '../../../test/wallet.js';
import { revenueFigures } from '../reports/repository.js';

const { app, pool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

const today = new Date().toISOString().slice(0, 10);

/** The croupier brand's IDR revenue of today, as the NGR report sums it. */
async function revenue() {
  const rows = await revenueFigures(pool, { from: today, to: today, brandIds: ['croupier'] });
  const idr = rows.find((row) => row.currency === 'IDR');
  return {
    ggr: new Decimal(idr?.ggr ?? 0),
    bonuses: new Decimal(idr?.bonuses ?? 0),
    ngr: new Decimal(idr?.ngr ?? 0),
  };
}

async function welcomed(offerId: string) {
  const player = await registerPlayer(app);
  await verifyIdentity(app, pool, player.loginToken);
  await depositWithOffer(app, player.loginToken, '100000', offerId);
  return player;
}

test('bonus money converted to real money is the bonus cost NGR subtracts', async () => {
  const offerId = await insertOffer(pool, 'welcome', { wageringMultiplier: '1' });
  const before = await revenue();
  const { loginToken } = await welcomed(offerId);
  const session = await providerSession(app, loginToken, TEST_GAMES.slot);
  await slotBet(app, session, '60000');
  await slotBet(app, session, '40000');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '100000.00', bonus: '0.00' });
  const [grant] = await grantsOf(app, loginToken);
  assert.equal(grant?.status, 'completed');

  const after = await revenue();
  assert.equal(after.ggr.minus(before.ggr).toFixed(), '100000', 'real stakes, no win');
  assert.equal(after.bonuses.minus(before.bonuses).toFixed(), '100000', 'converted');
  assert.equal(after.ngr.minus(before.ngr).toFixed(), '0');
});

test('bonus money forfeited or still held costs nothing', async () => {
  const offerId = await insertOffer(pool, 'welcome', { wageringMultiplier: '10' });
  const before = await revenue();
  const forfeiting = await welcomed(offerId);
  const [grant] = await grantsOf(app, forfeiting.loginToken);
  const forfeited = await post(
    app,
    'bonus/forfeit',
    { grantId: grant?.grantId },
    forfeiting.loginToken,
  );
  assert.equal(forfeited.statusCode, 200, JSON.stringify(forfeited.body));
  const holding = await welcomed(offerId);
  const session = await providerSession(app, holding.loginToken, TEST_GAMES.slot);
  await slotBet(app, session, '150000');

  const after = await revenue();
  // The second player's stake: 100,000 real and 50,000 bonus money; only the real part is GGR.
  assert.equal(after.ggr.minus(before.ggr).toFixed(), '100000');
  assert.equal(after.bonuses.minus(before.bonuses).toFixed(), '0');
  assert.equal(after.ngr.minus(before.ngr).toFixed(), '100000');
});
