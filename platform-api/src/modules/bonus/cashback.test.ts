import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { assertBonusInvariants, grantsOf } from '../../../test/bonus.js';
import { insertTestGames, providerSession, slotRound, TEST_GAMES } from '../../../test/games.js';
import { registerPlayer, startTestApp } from '../../../test/harness.js';
import { assertLedgerInvariants, fund } from '../../../test/wallet.js';
import type { OutboxRelay } from '../wallet-events/index.js';
import { lastCompleteWeek, payWeeklyCashback } from './cashback.js';

const { app, pool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

const slot = TEST_GAMES.slot;
/** The app's own relay delivers the cashback's events; this one only stands in for it. */
const events: OutboxRelay = {
  kick: () => undefined,
  deliverNow: async () => undefined,
  close: async () => undefined,
};

/** A bet of `stake` on a slot round and its win of `won`, in IDR. */
async function playRound(loginToken: string, stake: string, won: string) {
  await slotRound(app, await providerSession(app, loginToken, slot), stake, won);
}

/** An hour into the Monday after this week: this week is then the last complete one. */
function nextMonday(): Date {
  const thisWeek = lastCompleteWeek(new Date());
  return new Date(thisWeek.end.getTime() + 7 * 24 * 3600 * 1000 + 3600 * 1000);
}

test('the last complete week runs Monday 00:00 UTC to Monday 00:00 UTC', () => {
  // Wednesday 2026-11-25 → the week of Monday 2026-11-16.
  const week = lastCompleteWeek(new Date('2026-11-25T13:00:00Z'));
  assert.deepEqual(
    [week.start.toISOString(), week.end.toISOString()],
    ['2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
  );
  const onMonday = lastCompleteWeek(new Date('2026-11-23T00:00:00Z'));
  assert.equal(onMonday.start.toISOString(), '2026-11-16T00:00:00.000Z');
});

test('the seeded weekly cashback grants 10 % of each player’s net real-money losses, once per week', async () => {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM bonus_offers WHERE brand_id = 'croupier' AND kind = 'cashback'`,
  );
  const offerId = rows[0]!.id;
  const loser = await registerPlayer(app);
  await fund(app, loser.loginToken, '200000');
  await playRound(loser.loginToken, '50000', '0');
  await playRound(loser.loginToken, '30000', '10000');
  const winner = await registerPlayer(app);
  await fund(app, winner.loginToken, '200000');
  await playRound(winner.loginToken, '10000', '40000');

  const monday = nextMonday();
  const paid = await payWeeklyCashback(pool, events, monday);
  const ours = paid.find((each) => each.offerId === offerId);
  assert.ok(ours && ours.grants >= 1);

  const [grant] = await grantsOf(app, loser.loginToken);
  // Net losses 50,000 + 30,000 − 10,000 = 70,000; 10 % of it, wagered once.
  assert.deepEqual(
    [grant!.offerId, grant!.granted, grant!.wageringRequired],
    [offerId, '7000.00', '7000.00'],
  );
  assert.deepEqual(await grantsOf(app, winner.loginToken), [], 'a player who won gets nothing');

  // The same week again, by the job or by a second process: nobody is paid twice.
  assert.equal((await payWeeklyCashback(pool, events, monday)).length, 0);
  await pool.query('DELETE FROM bonus_cashback_weeks WHERE offer_id = $1', [offerId]);
  await payWeeklyCashback(pool, events, monday);
  assert.equal((await grantsOf(app, loser.loginToken)).length, 1);
  await assertBonusInvariants(pool);
  await assertLedgerInvariants(pool);
});
