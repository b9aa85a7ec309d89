// A brand's policy for supplier promotions (Hub88's `is_supplier_promo`, May 2025): paid as real
// money (the default), as bonus money (a grant of the brand's chosen manual offer, its wagering),
// or refused. Chosen by the operator, audited; each policy holds for a zero bet and its win and for
// a win alone, and a repeat pays once.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';

import { assertBonusInvariants, insertOffer } from '../../../test/bonus.js';
import { TEST_GAMES } from '../../../test/games.js';
import { betBody, startHub88TestApp, winBody, type Hub88Session } from '../../../test/hub88.js';
import { admin, assertLedgerInvariants } from '../../../test/wallet.js';
import { listHub88Transactions } from './reconcile-repository.js';

const { app, pool, playing, call } = await startHub88TestApp();
const POLICY = '/brands/croupier/hub88/supplier-promo-policy';

/** A zero promotion bet and its win of `amount`, then a win alone of `amount`, each repeated. */
async function promotion(session: Hub88Session, amount: number) {
  const promoBet = betBody(session, { amount: 0, is_supplier_promo: true });
  const opened = await call('bet', promoBet);
  const win = winBody(session, promoBet, { amount, is_supplier_promo: true });
  const won = await call('win', win);
  assert.deepEqual(await call('win', win), won, 'a repeat answers the first answer');
  const { reference_transaction_uuid: _, ...alone } = winBody(session, promoBet, {
    round: randomUUID(),
    amount,
    is_supplier_promo: true,
  });
  const paid = await call('win', alone);
  assert.deepEqual(await call('win', alone), paid, 'a repeat answers the first answer');
  return { opened, won, paid };
}

async function grantsOfPlayer(playerId: string) {
  const { rows } = await pool.query<{
    granted: string;
    wageringRequired: string;
    status: string;
    offerId: string;
    id: string;
  }>(
    `SELECT id, trim_scale(granted)::text AS granted,
            trim_scale(wagering_required)::text AS "wageringRequired", status,
            offer_id AS "offerId"
     FROM bonus_grants WHERE player_id = $1 ORDER BY created_at`,
    [playerId],
  );
  return rows;
}

test('the policy is real money until the operator chooses, and every choice is audited', async () => {
  const initial = await admin(app, 'GET', POLICY);
  assert.equal(initial.statusCode, 200, JSON.stringify(initial.body));
  assert.deepEqual(initial.body.data, { brandId: 'croupier', policy: 'real', bonusOfferId: null });

  // Bonus money needs a manual offer of the brand; bad input changes nothing.
  const cashbackOffer = await insertOffer(pool, 'cashback');
  for (const body of [
    { policy: 'bonus' },
    { policy: 'bonus', bonusOfferId: randomUUID() },
    { policy: 'bonus', bonusOfferId: cashbackOffer },
    { policy: 'sometimes' },
    { policy: 'real', bonusOfferId: cashbackOffer },
  ]) {
    const refused = await admin(app, 'PUT', POLICY, body);
    assert.equal(refused.statusCode, 400, JSON.stringify([body, refused.body]));
  }
  assert.deepEqual((await admin(app, 'GET', POLICY)).body.data.policy, 'real');

  const changed = await admin(app, 'PUT', POLICY, { policy: 'refuse' });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  const { rows } = await pool.query(
    `SELECT action, target, before, after FROM audit_log
     WHERE action = 'hub88.supplier-promo-policy' ORDER BY id DESC LIMIT 1`,
  );
  assert.deepEqual(rows[0], {
    action: 'hub88.supplier-promo-policy',
    target: 'brand:croupier',
    before: { brandId: 'croupier', policy: 'real', bonusOfferId: null },
    after: { brandId: 'croupier', policy: 'refuse', bonusOfferId: null },
  });
});

test('refused: the promotion bet and win are refused and nothing moves', async () => {
  assert.equal((await admin(app, 'PUT', POLICY, { policy: 'refuse' })).statusCode, 200);
  const session = await playing();
  const promoBet = betBody(session, { amount: 0, is_supplier_promo: true });
  const opened = await call('bet', promoBet);
  assert.deepEqual([opened.status, opened.balance], ['RS_ERROR_UNKNOWN', 10_000_000_000]);
  const { reference_transaction_uuid: _, ...alone } = winBody(session, promoBet, {
    amount: 1_000_000,
    is_supplier_promo: true,
  });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const refused = await call('win', alone);
    assert.deepEqual([refused.status, refused.balance], ['RS_ERROR_UNKNOWN', 10_000_000_000]);
  }
  const { rows } = await pool.query(
    'SELECT count(*)::int AS n FROM provider_transactions WHERE player_id = $1',
    [session.user],
  );
  assert.equal(rows[0].n, 0);
  // An ordinary bet is not a promotion: the policy does not touch it.
  assert.equal((await call('bet', betBody(session))).status, 'RS_OK');
});

test('real money: the promotion is paid to the real balance, once', async () => {
  assert.equal((await admin(app, 'PUT', POLICY, { policy: 'real' })).statusCode, 200);
  const session = await playing();
  const { opened, won, paid } = await promotion(session, 2_500_000);
  assert.deepEqual(
    [opened.balance, won.balance, paid.balance],
    [10_000_000_000, 10_002_500_000, 10_005_000_000],
  );
  assert.deepEqual(await grantsOfPlayer(session.user), []);
  await assertLedgerInvariants(pool);
});

test('bonus money: each promotion win is a grant of the chosen offer with its wagering, once', async () => {
  const offerId = await insertOffer(pool, 'manual', {
    percent: undefined,
    wageringMultiplier: '5',
    currencies: { IDR: { maxGrant: '1000', maxBet: '200000' } },
    claimsPerPlayer: 1,
  });
  const set = await admin(app, 'PUT', POLICY, { policy: 'bonus', bonusOfferId: offerId });
  assert.equal(set.statusCode, 200, JSON.stringify(set.body));
  assert.deepEqual(set.body.data, { brandId: 'croupier', policy: 'bonus', bonusOfferId: offerId });

  const session = await playing();
  const { rows: before } = await pool.query<{ balance: string }>(
    `SELECT trim_scale(balance)::text AS balance FROM ledger_accounts
     WHERE player_id = $1 AND currency = 'IDR'`,
    [session.user],
  );
  const { opened, won, paid } = await promotion(session, 2_500_000);
  assert.equal(won.status, 'RS_OK');
  assert.equal(paid.status, 'RS_OK');
  // Each win is granted as it is (not the offer's maxGrant), with the offer's wagering, and the
  // claim limit of the offer does not hold back a supplier's prize; repeats granted nothing more.
  const grants = await grantsOfPlayer(session.user);
  assert.deepEqual(
    grants.map(({ granted, wageringRequired, offerId: offer }) => [
      granted,
      wageringRequired,
      offer,
    ]),
    [
      ['25', '125', offerId],
      ['25', '125', offerId],
    ],
  );
  assert.deepEqual(
    grants.map((grant) => grant.status),
    ['active', 'pending'],
  );
  // Real money did not move.
  const { rows: after } = await pool.query<{ balance: string }>(
    `SELECT trim_scale(balance)::text AS balance FROM ledger_accounts
     WHERE player_id = $1 AND currency = 'IDR'`,
    [session.user],
  );
  assert.deepEqual(after, before);
  // The first grant is active: the game's balance counts it; the pending one it does not.
  assert.deepEqual(
    [opened.balance, won.balance, paid.balance],
    [10_000_000_000, 10_002_500_000, 10_002_500_000],
  );

  // Reconciliation sees each win paid, by the grant that holds it.
  await pool.query(
    `INSERT INTO hub88_suppliers (product, gpid) VALUES ('Test Supplier', $1)
     ON CONFLICT DO NOTHING`,
    [TEST_GAMES.slot.gpid],
  );
  const today = new Date().toISOString().slice(0, 10);
  const listed = (await listHub88Transactions(pool, { from: today, to: today })).filter(
    (row) => row.user === session.user && row.kind === 'win',
  );
  assert.deepEqual(
    listed.map((row) => [Number(row.amount), Number(row.transferAmount), row.bonusGrantId]),
    grants.map((grant) => [25, 25, grant.id]),
  );
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('bonus money: 20 concurrent copies of a promotion win grant once', async () => {
  const session = await playing();
  const promoBet = betBody(session, { amount: 0, is_supplier_promo: true });
  const { reference_transaction_uuid: _, ...alone } = winBody(session, promoBet, {
    amount: 1_000_000,
    is_supplier_promo: true,
  });
  const answers = await Promise.all(Array.from({ length: 20 }, () => call('win', alone)));
  assert.deepEqual(new Set(answers.map((answer) => JSON.stringify(answer))).size, 1);
  assert.equal(answers[0].status, 'RS_OK');
  assert.deepEqual(
    (await grantsOfPlayer(session.user)).map((grant) => grant.granted),
    ['10'],
  );
  await assertBonusInvariants(pool);
});
