// The billable fields of Hub88's wallet calls (October 2026): recorded with the call when sent,
// and what the GGR report counts of a call (nothing when not billable, else its billable amount).

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { TEST_GAMES } from '../../../test/games.js';
import { betBody, rollbackBody, startHub88TestApp, winBody } from '../../../test/hub88.js';
import { admin } from '../../../test/wallet.js';

const { app, pool, playing, call } = await startHub88TestApp();
const today = new Date().toISOString().slice(0, 10);

/** Today's GGR of the game Hub88's test game_code maps to, as the report sums it. */
async function hub88Ggr(): Promise<{ stakes: string; wins: string; ggr: string }> {
  const report = await admin(app, 'GET', `/reports/ggr?from=${today}&to=${today}`);
  assert.equal(report.statusCode, 200, JSON.stringify(report.body));
  const row = report.body.data.rows.find(
    (entry: { gpid: string; gameCode: string }) =>
      entry.gpid === TEST_GAMES.slot.gpid && entry.gameCode === TEST_GAMES.slot.code,
  );
  return row === undefined
    ? { stakes: '0.00', wins: '0.00', ggr: '0.00' }
    : { stakes: row.stakes, wins: row.wins, ggr: row.ggr };
}

async function billingOf(transactionUuid: string) {
  const { rows } = await pool.query(
    `SELECT is_billable AS "isBillable", trim_scale(billable_amount)::text AS "billableAmount"
     FROM hub88_billing WHERE transaction_uuid = $1`,
    [transactionUuid],
  );
  return rows[0] ?? null;
}

test('billable fields are recorded with the call and weigh the call in GGR', async () => {
  const session = await playing();
  const before = await hub88Ggr();
  // A plain bet and its win count in full: stakes 1.00, wins 0.50.
  const plain = betBody(session);
  assert.equal((await call('bet', plain)).status, 'RS_OK');
  assert.equal((await call('win', winBody(session, plain, { amount: 50_000 }))).status, 'RS_OK');
  assert.equal(await billingOf(plain.transaction_uuid), null);

  // A bet of 2.00 of which 0.50 counts, and a win of 1.00 outside GGR altogether.
  const partly = betBody(session, { amount: 200_000, billable_amount: 50_000, is_billable: true });
  assert.equal((await call('bet', partly)).status, 'RS_OK');
  const outside = winBody(session, partly, { amount: 100_000, is_billable: false });
  assert.equal((await call('win', outside)).status, 'RS_OK');
  assert.deepEqual(await billingOf(partly.transaction_uuid), {
    isBillable: true,
    billableAmount: '0.5',
  });
  assert.deepEqual(await billingOf(outside.transaction_uuid), {
    isBillable: false,
    billableAmount: null,
  });
  // A retry answers the same and records nothing more.
  assert.equal((await call('win', { ...outside, is_billable: true })).status, 'RS_OK');
  assert.deepEqual(await billingOf(outside.transaction_uuid), {
    isBillable: false,
    billableAmount: null,
  });

  // A bet not billable, rolled back: neither it nor its refund weighs anything.
  const undone = betBody(session, { amount: 300_000, is_billable: false });
  assert.equal((await call('bet', undone)).status, 'RS_OK');
  assert.equal((await call('rollback', rollbackBody(session, undone))).status, 'RS_OK');

  const after = await hub88Ggr();
  const moved = (field: 'stakes' | 'wins' | 'ggr') =>
    (Number(after[field]) - Number(before[field])).toFixed(2);
  // Stakes and wins are what moved; GGR is 1.00 − 0.50 + 0.50 − 0 = 1.00 (not 3.00 − 1.50).
  assert.deepEqual([moved('stakes'), moved('wins'), moved('ggr')], ['3.00', '1.50', '1.00']);
});
