import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  assertBonusInvariants,
  depositWithOffer,
  entriesOf,
  grantsOf,
  insertOffer,
  moneyOf,
} from '../../../test/bonus.js';
import { registerPlayer } from '../../../test/harness.js';
import {
  betBody,
  hub88Session,
  rollbackBody,
  startHub88TestApp,
  winBody,
} from '../../../test/hub88.js';
import { assertLedgerInvariants } from '../../../test/wallet.js';

const { app, pool, call } = await startHub88TestApp();

/** IDR in Hub88's units of 1/100000. */
const units = (idr: number) => idr * 100_000;

test("Hub88's wallet calls refuse a stake above the grant's maximum bet and book the split of stakes, wins and rollbacks", async () => {
  const offerId = await insertOffer(pool, 'welcome', {
    currencies: { IDR: { maxGrant: '1000000', minDeposit: '10000', maxBet: '50000' } },
  });
  const { username, loginToken } = await registerPlayer(app);
  await depositWithOffer(app, loginToken, '100000', offerId);
  const session = await hub88Session(pool, username);

  const over = await call('bet', betBody(session, { amount: units(60_000) }));
  assert.deepEqual([over.status, over.balance], ['RS_ERROR_LIMIT_REACHED', units(200_000)]);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '100000.00', bonus: '100000.00' });

  const realBets = [
    betBody(session, { amount: units(50_000) }),
    betBody(session, { amount: units(50_000) }),
  ];
  for (const body of realBets) assert.equal((await call('bet', body)).status, 'RS_OK');
  const bonusBet = betBody(session, { amount: units(40_000) });
  const placed = await call('bet', bonusBet);
  assert.deepEqual([placed.status, placed.balance], ['RS_OK', units(60_000)]);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '60000.00' });

  // The round's stake was all bonus money: so is its win.
  const paid = await call('win', winBody(session, bonusBet, { amount: units(100_000) }));
  assert.deepEqual([paid.status, paid.balance], ['RS_OK', units(160_000)]);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '160000.00' });

  const undone = await call('rollback', rollbackBody(session, realBets[0]!));
  assert.deepEqual([undone.status, undone.balance], ['RS_OK', units(210_000)]);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '50000.00', bonus: '160000.00' });

  const [grant] = await grantsOf(app, loginToken);
  assert.equal(grant!.wageringProgress, '90000.00');
  const entries = await entriesOf(app, loginToken, grant!.grantId);
  assert.deepEqual(
    entries.map((entry) => [
      entry.type,
      entry.realAmount,
      entry.bonusAmount,
      entry.bonusBalanceAfter,
    ]),
    [
      ['grant', '0.00', '100000.00', '100000.00'],
      ['stake', '-50000.00', '0.00', '100000.00'],
      ['stake', '-50000.00', '0.00', '100000.00'],
      ['stake', '0.00', '-40000.00', '60000.00'],
      ['win', '0.00', '100000.00', '160000.00'],
      ['rollback', '50000.00', '0.00', '160000.00'],
    ],
  );
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});
