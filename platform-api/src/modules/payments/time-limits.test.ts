import assert from 'node:assert/strict';
import { after, mock, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import { admin, verifiedPlayer } from '../../../test/wallet.js';
import { listPaymentBreaches } from './time-limits.js';

const { app, pool, close } = await startTestApp();
after(close);

const MINUTE = 60_000;
const owner = { key: await apiKey(app, 'limits owner', ['owner']) };
const payments = { key: await apiKey(app, 'limits payments', ['payments'], ['lagoon']) };

const setLimits = (body: object, who = owner, brandId = 'lagoon') =>
  adminAs(app, who, 'PATCH', `/brands/${brandId}/payment-time-limits`, body);

/** Runs `work` with the API's clock (Date) at `at`: a payment's age is measured against it. */
async function atTime<T>(at: Date, work: () => Promise<T>): Promise<T> {
  mock.timers.enable({ apis: ['Date'], now: at });
  try {
    return await work();
  } finally {
    mock.timers.reset();
  }
}

async function request(
  loginToken: string,
  transactionType: 'DEPOSIT' | 'WITHDRAW',
  amount: string,
) {
  const response = await post(
    app,
    'depo-wd',
    { transactionType, currency: 'IDR', amount, paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data as { transactionId: string; createdAt: string };
}

/** A player of lagoon (the brand the payments key sees), verified so they may withdraw. */
async function lagoonPlayer() {
  const player = await verifiedPlayer(app, pool, '1000000');
  const me = await post(app, 'me', {}, player.loginToken);
  await pool.query(`UPDATE players SET brand_id = 'lagoon' WHERE id = $1`, [me.body.data.playerId]);
  return { ...player, playerId: me.body.data.playerId as string };
}

test('an owner sets a brand’s time limits: validated, audited and a significant event', async () => {
  const defaults = await admin(app, 'GET', '/brands/croupier/payment-time-limits');
  assert.equal(defaults.statusCode, 200);
  assert.deepEqual(defaults.body.data, {
    depositDecision: 60,
    withdrawalDecision: 1440,
    documentReview: 2880,
  });

  for (const bad of [
    {},
    { depositDecision: 0 },
    { depositDecision: 43_201 },
    { depositDecision: 1.5 },
    { depositDecision: '30' },
    { other: 5 },
  ]) {
    const refused = await setLimits(bad);
    assert.equal(refused.statusCode, 400, JSON.stringify(bad));
  }
  const notOwner = await setLimits({ depositDecision: 30 }, payments);
  assert.equal(notOwner.statusCode, 403);
  assert.equal(
    (await pool.query('SELECT FROM brand_payment_time_limits')).rowCount,
    0,
    'a refused change changes nothing',
  );

  const set = await setLimits({ depositDecision: 30, documentReview: 120 });
  assert.equal(set.statusCode, 200, JSON.stringify(set.body));
  assert.deepEqual(set.body.data, {
    depositDecision: 30,
    withdrawalDecision: 1440,
    documentReview: 120,
  });
  const read = await adminAs(app, payments, 'GET', '/brands/lagoon/payment-time-limits');
  assert.deepEqual(read.body.data, set.body.data);
  const other = await adminAs(app, payments, 'GET', '/brands/croupier/payment-time-limits');
  assert.equal(other.statusCode, 403, 'a brand outside the caller’s scope');

  const { rows: audited } = await pool.query(
    `SELECT before, after FROM audit_log WHERE action = 'payment.set-time-limits'`,
  );
  assert.deepEqual(audited, [
    {
      before: { depositDecision: 60, withdrawalDecision: 1440, documentReview: 2880 },
      after: set.body.data,
    },
  ]);
  const { rows: events } = await pool.query(
    `SELECT type, brand_id, reason FROM significant_events
     WHERE reason LIKE 'payment.set-time-limits%'`,
  );
  assert.deepEqual(events, [
    {
      type: 'parameter_change',
      brand_id: 'lagoon',
      reason: 'payment.set-time-limits payment-time-limits:lagoon',
    },
  ]);
});

test('the queue shows each payment’s age against its limit, breaches first, and lists breaches', async () => {
  assert.equal((await setLimits({ depositDecision: 30, withdrawalDecision: 240 })).statusCode, 200);
  const player = await lagoonPlayer();
  const withdrawal = await request(player.loginToken, 'WITHDRAW', '50000');
  const deposit = await request(player.loginToken, 'DEPOSIT', '70000');
  const depositAt = Date.parse(deposit.createdAt);
  const withdrawalAt = Date.parse(withdrawal.createdAt);
  await pool.query(
    `INSERT INTO player_verifications (player_id, status) VALUES ($1, 'submitted')
                    ON CONFLICT (player_id) DO UPDATE SET status = 'submitted', updated_at = $2`,
    [player.playerId, new Date(depositAt)],
  );
  await pool.query(`UPDATE player_verifications SET updated_at = $2 WHERE player_id = $1`, [
    player.playerId,
    new Date(depositAt),
  ]);
  const queue = (at: Date) => atTime(at, () => adminAs(app, payments, 'GET', '/payments/pending'));
  const breaches = (at: Date, query = '') =>
    atTime(at, () => adminAs(app, payments, 'GET', `/payments/breaches${query}`));
  const mine = (items: { transactionId: string }[]) =>
    items.filter((item) =>
      [withdrawal.transactionId, deposit.transactionId].includes(item.transactionId),
    );

  // Within every limit: oldest first, nothing breached.
  const early = await queue(new Date(depositAt + 29 * MINUTE));
  assert.equal(early.statusCode, 200, JSON.stringify(early.body));
  assert.deepEqual(
    mine(early.body.data).map((item: Record<string, unknown>) => [
      item.transactionId,
      item.timeLimitMinutes,
      item.overdue,
      item.dueAt,
    ]),
    [
      [withdrawal.transactionId, 240, false, new Date(withdrawalAt + 240 * MINUTE).toISOString()],
      [deposit.transactionId, 30, false, new Date(depositAt + 30 * MINUTE).toISOString()],
    ],
  );
  const none = await breaches(new Date(depositAt + 29 * MINUTE));
  assert.deepEqual(
    none.body.data.filter((breach: { playerId: string }) => breach.playerId === player.playerId),
    [],
  );

  // The deposit breaches its 30 minutes: first in the queue, though the withdrawal is older.
  // A second more than whole minutes: the stored times carry microseconds.
  const later = new Date(depositAt + 31 * MINUTE + 1000);
  const sorted = await queue(later);
  assert.deepEqual(
    mine(sorted.body.data).map((item: Record<string, unknown>) => [
      item.transactionId,
      item.overdue,
    ]),
    [
      [deposit.transactionId, true],
      [withdrawal.transactionId, false],
    ],
  );
  assert.equal(sorted.body.data[0].transactionId, deposit.transactionId);
  const one = await breaches(later);
  assert.deepEqual(
    one.body.data.filter((breach: { playerId: string }) => breach.playerId === player.playerId),
    [
      {
        step: 'deposit_decision',
        itemId: deposit.transactionId,
        playerId: player.playerId,
        brandId: 'lagoon',
        username: player.username,
        since: deposit.createdAt,
        dueAt: new Date(depositAt + 30 * MINUTE).toISOString(),
        limitMinutes: 30,
        overdueMinutes: 1,
      },
    ],
  );

  // Three hours on: the documents (two hours) too; later still the withdrawal (four hours).
  const threeHours = await breaches(new Date(depositAt + 180 * MINUTE + 1000));
  assert.deepEqual(
    threeHours.body.data
      .filter((breach: { playerId: string }) => breach.playerId === player.playerId)
      .map((breach: Record<string, unknown>) => [breach.step, breach.overdueMinutes]),
    [
      ['deposit_decision', 150],
      ['document_review', 60],
    ],
  );
  const onlyDocuments = await breaches(
    new Date(depositAt + 180 * MINUTE + 1000),
    '?step=document_review',
  );
  assert.deepEqual(
    onlyDocuments.body.data.map((breach: { step: string }) => breach.step),
    ['document_review'],
  );
  const fiveHours = await breaches(new Date(withdrawalAt + 300 * MINUTE + 1000));
  assert.deepEqual(
    fiveHours.body.data
      .filter((breach: { playerId: string }) => breach.playerId === player.playerId)
      .map((breach: { step: string }) => breach.step),
    ['deposit_decision', 'document_review', 'withdrawal_decision'],
  );
  assert.equal((await breaches(later, '?step=bogus')).statusCode, 400);

  // Another brand's staff never see them; a decided payment leaves the list.
  const croupierOnly = { key: await apiKey(app, 'croupier payments', ['payments'], ['croupier']) };
  const elsewhere = await atTime(later, () =>
    adminAs(app, croupierOnly, 'GET', '/payments/breaches'),
  );
  assert.equal(
    elsewhere.body.data.some((breach: { brandId: string }) => breach.brandId === 'lagoon'),
    false,
  );
  const declined = await adminAs(
    app,
    payments,
    'POST',
    `/payments/${deposit.transactionId}/decline`,
    {
      reason: 'payment_not_received',
    },
  );
  assert.equal(declined.statusCode, 200, JSON.stringify(declined.body));
  const { length } = await listPaymentBreaches(pool, ['lagoon'], later, {
    step: 'deposit_decision',
    limit: 10,
  }).then((list) => list.filter((breach) => breach.itemId === deposit.transactionId));
  assert.equal(length, 0);
});

test('the player sees the step a withdrawal is at, since when, and when it is due', async () => {
  const player = await verifiedPlayer(app, pool, '5000000');
  assert.equal(
    (
      await admin(app, 'POST', '/brands/croupier/second-approval', {
        currency: 'IDR',
        above: '1000000',
      })
    ).statusCode,
    200,
  );
  const withdrawal = await request(player.loginToken, 'WITHDRAW', '2000000');
  const createdAt = Date.parse(withdrawal.createdAt);
  const history = async () => {
    const listed = await post(
      app,
      'listAccountTransaction',
      { transactionType: 'DEPOWD', page: 1, pageSize: 10, sort: 'desc' },
      player.loginToken,
    );
    assert.equal(listed.statusCode, 200, JSON.stringify(listed.body));
    return listed.body.data.items.find(
      (item: { transactionId: string }) => item.transactionId === withdrawal.transactionId,
    );
  };
  const waiting = await history();
  assert.deepEqual(
    [waiting.step, waiting.stepSince, waiting.dueAt],
    ['awaiting_decision', withdrawal.createdAt, new Date(createdAt + 1440 * MINUTE).toISOString()],
  );

  const first = await admin(app, 'POST', `/payments/${withdrawal.transactionId}/approve`, {});
  assert.equal(first.body.data.status, 'PENDING');
  const { rows } = await pool.query('SELECT first_approved_at FROM payments WHERE id = $1', [
    withdrawal.transactionId,
  ]);
  const second = await history();
  assert.deepEqual(
    [second.step, second.stepSince],
    ['awaiting_second_approval', rows[0].first_approved_at.toISOString()],
  );
  assert.equal(second.dueAt, waiting.dueAt, 'the limit counts from the request');

  const payer = { key: await apiKey(app, 'second payer', ['payments']) };
  const paid = await adminAs(
    app,
    payer,
    'POST',
    `/payments/${withdrawal.transactionId}/approve`,
    {},
  );
  assert.equal(paid.body.data.status, 'SUCCESS');
  const decided = await history();
  assert.deepEqual([decided.step, decided.stepSince, decided.dueAt], [null, null, null]);
});
