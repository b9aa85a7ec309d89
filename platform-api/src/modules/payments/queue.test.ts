// The payments queue: filters checked as text, flagged duplicates, the player's context beside a
// request, the waiting count, and bulk decisions decided and audited one payment at a time.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, staffMember, staffSession } from '../../../test/operators.js';
import {
  admin,
  assertLedgerInvariants,
  balanceOf,
  verifiedPlayer,
  walletPlayer,
} from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

interface QueueItem {
  transactionId: string;
  username: string;
  transactionType: string;
  amount: string;
  currency: string;
  paymentChannel: string | null;
  possibleDuplicates: string[];
}

async function requestPayment(loginToken: string, body: object): Promise<string> {
  const response = await post(app, 'depo-wd', body, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.transactionId as string;
}
const idrDeposit = (amount: string, paymentChannel = 'BCA') => ({
  transactionType: 'DEPOSIT',
  currency: 'IDR',
  amount,
  paymentChannel,
});

async function queue(query: string): Promise<QueueItem[]> {
  const listed = await admin(app, 'GET', `/payments/pending${query}`);
  assert.equal(listed.statusCode, 200, JSON.stringify(listed.body));
  return listed.body.data as QueueItem[];
}

test('the queue filters by player, type, channel, amount range and search, and sorts by age', async () => {
  const { loginToken, username } = await verifiedPlayer(app, pool, '500000');
  const small = await requestPayment(loginToken, idrDeposit('50000'));
  const large = await requestPayment(loginToken, idrDeposit('250000', 'BNI'));
  const withdrawal = await requestPayment(loginToken, {
    ...idrDeposit('70000'),
    transactionType: 'WITHDRAW',
  });
  const ids = (items: QueueItem[]) => items.map((item) => item.transactionId);
  const search = `?search=${encodeURIComponent(username.toUpperCase())}`;

  assert.deepEqual(ids(await queue(`${search}&sort=oldest-first`)), [small, large, withdrawal]);
  assert.deepEqual(ids(await queue(`${search}&sort=newest-first`)), [withdrawal, large, small]);
  assert.deepEqual(ids(await queue(`${search}&type=DEPOSIT&sort=oldest-first`)), [small, large]);
  assert.deepEqual(ids(await queue(`${search}&type=WITHDRAW`)), [withdrawal]);
  assert.deepEqual(ids(await queue(`${search}&channel=BNI`)), [large]);
  assert.deepEqual(
    ids(await queue(`${search}&minAmount=60000&maxAmount=250000&sort=oldest-first`)),
    [large, withdrawal],
  );
  assert.deepEqual(ids(await queue(`${search}&currency=USDT`)), []);
  assert.deepEqual(ids(await queue(`?search=${large.slice(0, 13)}`)), [large]);
  const { rows } = await pool.query('SELECT id FROM players WHERE username = $1', [
    username.toLowerCase(),
  ]);
  assert.equal((await queue(`?playerId=${rows[0].id}`)).length, 3);
  assert.equal((await queue(`${search}&brandId=lagoon`)).length, 0);
  assert.equal((await queue(`${search}&brandId=croupier`)).length, 3);
  // LIKE's wildcards are the characters they are.
  assert.deepEqual(await queue('?search=%25'), []);
});

test('bad filters are refused with 400 and the schema error', async () => {
  for (const query of [
    '?minAmount=abc',
    '?maxAmount=-5',
    '?minAmount=1.2.3',
    '?type=deposit',
    '?sort=age',
    '?currency=idr',
    '?playerId=not-a-uuid',
    '?channel=BCA%20OR%201',
    `?search=${'x'.repeat(101)}`,
    '?search=',
    '?page=1',
  ]) {
    const refused = await admin(app, 'GET', `/payments/pending${query}`);
    assert.equal(refused.statusCode, 400, `${query}: ${JSON.stringify(refused.body)}`);
    assert.equal(refused.body.errorCode, 2, query);
  }
});

test('a brand filter outside the caller’s brands is refused, not answered empty', async () => {
  const cookie = await staffSession(app, await staffMember(pool, ['payments'], ['croupier']));
  const refused = await adminAs(app, { cookie }, 'GET', '/payments/pending?brandId=lagoon');
  assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 30]);
  const own = await adminAs(app, { cookie }, 'GET', '/payments/pending?brandId=croupier');
  assert.equal(own.statusCode, 200);
});

test('requests of the same player, type, amount and channel within minutes are flagged', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const first = await requestPayment(loginToken, idrDeposit('120000'));
  const again = await requestPayment(loginToken, idrDeposit('120000'));
  const otherChannel = await requestPayment(loginToken, idrDeposit('120000', 'BNI'));
  const otherAmount = await requestPayment(loginToken, idrDeposit('120001'));
  const later = await requestPayment(loginToken, idrDeposit('130000'));
  const earlier = await requestPayment(loginToken, idrDeposit('130000'));
  // One of the same amount an hour before is no longer a duplicate.
  await pool.query(`UPDATE payments SET created_at = now() - interval '1 hour' WHERE id = $1`, [
    earlier,
  ]);
  const flagged = Object.fromEntries(
    (await queue(`?search=${username}`)).map((item) => [
      item.transactionId,
      item.possibleDuplicates,
    ]),
  );
  assert.deepEqual(flagged[first], [again]);
  assert.deepEqual(flagged[again], [first]);
  assert.deepEqual(flagged[otherChannel], []);
  assert.deepEqual(flagged[otherAmount], []);
  assert.deepEqual(flagged[later], []);
  assert.deepEqual(flagged[earlier], []);
});

test('the waiting count covers the caller’s brands and counts the late ones', async () => {
  const before = (await admin(app, 'GET', '/payments/pending/count')).body.data;
  const { loginToken } = await walletPlayer(app);
  const late = await requestPayment(loginToken, idrDeposit('90000'));
  await requestPayment(loginToken, idrDeposit('91000'));
  await pool.query(`UPDATE payments SET created_at = now() - interval '40 days' WHERE id = $1`, [
    late,
  ]);
  const count = await admin(app, 'GET', '/payments/pending/count');
  assert.equal(count.statusCode, 200);
  assert.deepEqual(count.body.data, {
    pending: before.pending + 2,
    overdue: before.overdue + 1,
  });
  const lagoonOnly = await staffSession(app, await staffMember(pool, ['support'], ['lagoon']));
  const lagoon = await adminAs(app, { cookie: lagoonOnly }, 'GET', '/payments/pending/count');
  assert.equal(lagoon.body.data.pending, count.body.data.pending - (await croupierWaiting()));
});

async function croupierWaiting(): Promise<number> {
  const { rows } = await pool.query(
    `SELECT count(*)::int AS count FROM payments payment
     JOIN players player ON player.id = payment.player_id
     WHERE payment.status IN ('pending', 'held') AND player.brand_id = 'croupier'`,
  );
  return rows[0].count;
}

test('the player’s context: verification, payments to date, limits, notes and declines', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const approved = await requestPayment(loginToken, idrDeposit('100000'));
  assert.equal((await admin(app, 'POST', `/payments/${approved}/approve`, {})).statusCode, 200);
  const declined = await requestPayment(loginToken, idrDeposit('200000'));
  await admin(app, 'POST', `/payments/${declined}/decline`, { reason: 'amount_mismatch' });
  const waiting = await requestPayment(loginToken, idrDeposit('300000'));
  const { rows } = await pool.query('SELECT id FROM players WHERE username = $1', [
    username.toLowerCase(),
  ]);
  const playerId = rows[0].id as string;
  await pool.query(
    `INSERT INTO player_notes (player_id, author, text) VALUES ($1, 'ana', 'Called')`,
    [playerId],
  );
  await pool.query(
    `INSERT INTO player_limits (player_id, kind, period, value) VALUES ($1, 'deposit', 'day', 1000000)`,
    [playerId],
  );

  const context = await admin(app, 'GET', `/payments/${waiting}/player-context`);
  assert.equal(context.statusCode, 200, JSON.stringify(context.body));
  const data = context.body.data;
  assert.equal(data.playerId, playerId);
  assert.equal(data.username, username.toLowerCase());
  assert.equal(data.verification, 'none');
  assert.equal(data.blocked, false);
  assert.deepEqual(data.deposits, [{ currency: 'IDR', count: 1, total: '100000.00' }]);
  assert.deepEqual(data.withdrawals, []);
  assert.deepEqual(
    data.limits.map((limit: { type: string; period: string; amount: string }) => [
      limit.type,
      limit.period,
      limit.amount,
    ]),
    [['deposit', 'day', '1000000.00']],
  );
  assert.deepEqual(
    data.notes.map((note: { author: string; text: string }) => [note.author, note.text]),
    [['ana', 'Called']],
  );
  assert.equal(data.declines.length, 1);
  assert.deepEqual(
    {
      ...data.declines[0],
      decidedAt: undefined,
    },
    {
      transactionId: declined,
      transactionType: 'DEPOSIT',
      amount: '200000.00',
      currency: 'IDR',
      reasonCode: 'amount_mismatch',
      decidedAt: undefined,
    },
  );

  const lagoonOnly = await staffSession(app, await staffMember(pool, ['payments'], ['lagoon']));
  const hidden = await adminAs(
    app,
    { cookie: lagoonOnly },
    'GET',
    `/payments/${waiting}/player-context`,
  );
  assert.deepEqual([hidden.statusCode, hidden.body.errorCode], [404, 6]);
});

test('bulk approve decides each payment on its own, reports each, and audits each', async () => {
  const { loginToken } = await walletPlayer(app);
  const one = await requestPayment(loginToken, idrDeposit('60000'));
  const two = await requestPayment(loginToken, idrDeposit('70000'));
  const declinedBefore = await requestPayment(loginToken, idrDeposit('80000'));
  await admin(app, 'POST', `/payments/${declinedBefore}/decline`, {
    reason: 'payment_not_received',
  });
  const missing = '00000000-0000-4000-8000-000000000000';
  const staff = await staffMember(pool, ['payments']);
  const cookie = await staffSession(app, staff);

  const answer = await adminAs(app, { cookie }, 'POST', '/payments/bulk-decision', {
    decision: 'approve',
    transactionIds: [one, declinedBefore, missing, two],
  });
  assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
  assert.deepEqual(
    answer.body.data.results.map((result: { outcome: string; errorCode?: number }) => [
      result.outcome,
      result.errorCode,
    ]),
    [
      ['approved', undefined],
      ['refused', 13],
      ['refused', 6],
      ['approved', undefined],
    ],
  );
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '130000.00',
    held: '0.00',
  });
  const { rows: statuses } = await pool.query(
    'SELECT id::text, status FROM payments WHERE id = ANY ($1) ORDER BY amount',
    [[one, two, declinedBefore]],
  );
  assert.deepEqual(
    statuses.map((row) => row.status),
    ['approved', 'approved', 'declined'],
  );
  const { rows: audited } = await pool.query(
    `SELECT action, target, actor FROM audit_log
     WHERE actor = $1 ORDER BY id`,
    [staff.username],
  );
  assert.deepEqual(
    audited.filter((row) => row.action !== 'auth.login').map((row) => [row.action, row.target]),
    [
      ['payment.approve', `transaction:${one}`],
      ['payment.approve', `transaction:${two}`],
      ['payment.bulk-decision', null],
    ],
  );
  await assertLedgerInvariants(pool);
});

test('bulk decline takes one reason from the closed list and keeps the staff note', async () => {
  const { loginToken } = await verifiedPlayer(app, pool, '100000');
  const withdrawal = await requestPayment(loginToken, {
    ...idrDeposit('60000'),
    transactionType: 'WITHDRAW',
  });
  const deposit = await requestPayment(loginToken, idrDeposit('55000'));
  const answer = await admin(app, 'POST', '/payments/bulk-decision', {
    decision: 'decline',
    transactionIds: [withdrawal, deposit],
    reason: 'duplicate_request',
    note: 'Sent twice',
  });
  assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
  assert.deepEqual(
    answer.body.data.results.map((result: { outcome: string }) => result.outcome),
    ['declined', 'declined'],
  );
  // The withdrawal's hold went back to the player.
  assert.deepEqual(await balanceOf(app, loginToken, 'IDR'), {
    available: '100000.00',
    held: '0.00',
  });
  const { rows } = await pool.query(
    `SELECT payment.reason_code, payment.staff_note, audit.after->>'staffNote' AS audited
     FROM payments payment
     JOIN audit_log audit ON audit.target = 'transaction:' || payment.id
     WHERE payment.id = ANY ($1) AND audit.action = 'payment.decline'`,
    [[withdrawal, deposit]],
  );
  assert.equal(rows.length, 2);
  for (const row of rows) {
    assert.deepEqual(row, {
      reason_code: 'duplicate_request',
      staff_note: 'Sent twice',
      audited: 'Sent twice',
    });
  }
  await assertLedgerInvariants(pool);
});

test('a bulk decision that is not well formed is refused whole, deciding nothing', async () => {
  const { loginToken } = await walletPlayer(app);
  const id = await requestPayment(loginToken, idrDeposit('51000'));
  for (const body of [
    { decision: 'approve', transactionIds: [] },
    { decision: 'approve', transactionIds: [id, id] },
    { decision: 'approve', transactionIds: ['not-a-uuid'] },
    { decision: 'decline', transactionIds: [id] },
    { decision: 'decline', transactionIds: [id], reason: 'because' },
    { decision: 'approve', transactionIds: [id], reason: 'duplicate_request' },
    { decision: 'hold', transactionIds: [id] },
    {
      decision: 'approve',
      transactionIds: Array.from(
        { length: 51 },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      ),
    },
  ]) {
    const refused = await admin(app, 'POST', '/payments/bulk-decision', body);
    assert.equal(
      refused.statusCode,
      400,
      `${JSON.stringify(body)}: ${JSON.stringify(refused.body)}`,
    );
  }
  const { rows } = await pool.query('SELECT status FROM payments WHERE id = $1', [id]);
  assert.equal(rows[0].status, 'pending');
});

test('support reads the queue, its count and a player’s context, but decides nothing in bulk', async () => {
  const { loginToken } = await walletPlayer(app);
  const id = await requestPayment(loginToken, idrDeposit('52000'));
  const cookie = await staffSession(app, await staffMember(pool, ['support']));
  for (const path of [
    '/payments/pending?sort=newest-first',
    '/payments/pending/count',
    `/payments/${id}/player-context`,
  ]) {
    assert.equal((await adminAs(app, { cookie }, 'GET', path)).statusCode, 200, path);
  }
  const refused = await adminAs(app, { cookie }, 'POST', '/payments/bulk-decision', {
    decision: 'approve',
    transactionIds: [id],
  });
  assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 30]);
});
