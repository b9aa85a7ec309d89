// Supplier promotions (Hub88's API changelog, May 2025): a game supplier pays a promotion (a
// tournament prize, say) through the wallet calls with `is_supplier_promo: true` — a bet of 0 and
// a win, or a win alone, possibly long after the player's session expired.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';

import {
  betBody,
  expireSession,
  hub88Call,
  startHub88TestApp,
  winBody,
} from '../../../test/hub88.js';
import { TEST_GAMES } from '../../../test/games.js';
import { listHub88Transactions } from './reconcile-repository.js';

const { app, pool, playing } = await startHub88TestApp();

const promoInfo = { supplier_promo_info: { promo_reference: 'Tournament_2026_11' } };

test('a supplier promotion pays after the token expired: a zero bet and its win, or a win alone', async () => {
  const session = await playing();
  await expireSession(pool, session.token);

  const promoBet = betBody(session, { amount: 0, is_supplier_promo: true, meta: promoInfo });
  const opened = await hub88Call(app, 'transaction/bet', promoBet);
  assert.deepEqual([opened.status, opened.balance], ['RS_OK', 10_000_000_000]);
  const won = await hub88Call(
    app,
    'transaction/win',
    winBody(session, promoBet, { amount: 2_500_000, is_supplier_promo: true, meta: promoInfo }),
  );
  assert.deepEqual([won.status, won.balance], ['RS_OK', 10_002_500_000]);

  const { reference_transaction_uuid: _, ...alone } = winBody(session, promoBet, {
    round: randomUUID(),
    amount: 1_000_000,
    is_supplier_promo: true,
  });
  const paid = await hub88Call(app, 'transaction/win', alone);
  assert.deepEqual([paid.status, paid.balance], ['RS_OK', 10_003_500_000]);
  // A retry answers the same and pays nothing more.
  assert.deepEqual(await hub88Call(app, 'transaction/win', alone), paid);

  // Reconciliation lists the calls of Hub88's suppliers: the test slot's provider is made one.
  await pool.query(
    `INSERT INTO hub88_suppliers (product, gpid) VALUES ('Test Supplier', $1)
     ON CONFLICT DO NOTHING`,
    [TEST_GAMES.slot.gpid],
  );
  const today = new Date().toISOString().slice(0, 10);
  const listed = await listHub88Transactions(pool, { from: today, to: today });
  const promoOf = (id: string) => listed.find((row) => row.transactionUuid === id)?.supplierPromo;
  assert.equal(promoOf(alone.transaction_uuid), 'true');
  assert.equal(promoOf(promoBet.transaction_uuid), null);

  const { rows } = await pool.query<{ kind: string; stake: string; win: string; status: string }>(
    `SELECT pt.kind, r.stake, r.win, r.status FROM provider_transactions pt
     JOIN rounds r ON (r.gpid, r.round_id) = (pt.gpid, pt.round_id)
     WHERE pt.transaction_id = ANY ($1) ORDER BY pt.kind`,
    [[promoBet.transaction_uuid, alone.transaction_uuid]],
  );
  assert.deepEqual(
    rows.map((row) => [row.kind, Number(row.stake), Number(row.win), row.status]),
    [
      ['bet', 0, 25, 'settled'],
      ['win', 0, 10, 'settled'],
    ],
  );
});

test('20 concurrent copies of a supplier promotion win pay it once', async () => {
  const session = await playing();
  await expireSession(pool, session.token);
  const { reference_transaction_uuid: _, ...promo } = winBody(
    session,
    { transaction_uuid: randomUUID(), round: randomUUID() },
    { amount: 700_000, is_supplier_promo: true },
  );
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => hub88Call(app, 'transaction/win', promo)),
  );
  for (const answer of answers)
    assert.deepEqual([answer.status, answer.balance], ['RS_OK', 10_000_700_000]);
});

test('outside a supplier promotion nothing changes: an expired token bets nothing, a win needs its bet', async () => {
  const session = await playing();
  await expireSession(pool, session.token);
  const refused = await hub88Call(app, 'transaction/bet', betBody(session, { amount: 0 }));
  assert.equal(refused.status, 'RS_ERROR_TOKEN_EXPIRED');
  const { reference_transaction_uuid: _, ...withoutBet } = winBody(
    session,
    { transaction_uuid: randomUUID(), round: randomUUID() },
    { amount: 700_000 },
  );
  const answer = await hub88Call(app, 'transaction/win', withoutBet);
  assert.equal(answer.status, 'RS_ERROR_WRONG_SYNTAX');
  // A promotion's bet stakes nothing: a stake with the flag is refused and moves nothing.
  const staked = await hub88Call(
    app,
    'transaction/bet',
    betBody(session, { amount: 100_000, is_supplier_promo: true }),
  );
  assert.deepEqual([staked.status, staked.balance], ['RS_ERROR_WRONG_TYPES', 10_000_000_000]);
  // The token must still be one Croupier issued.
  const foreign = await hub88Call(app, 'transaction/win', {
    ...withoutBet,
    token: randomUUID(),
    is_supplier_promo: true,
    transaction_uuid: randomUUID(),
  });
  assert.equal(foreign.status, 'RS_ERROR_INVALID_TOKEN');
});
