// Manual balance adjustments: who may ask, approve and read them; four eyes above the brand's
// amount (never the requester's own approval); once per Idempotency-Key; never below zero; each
// write audited, and a posted one a significant event.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { startTestApp } from '../../../test/harness.js';
import { adminAs, staffMember, staffSession } from '../../../test/operators.js';
import { assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';
import { DEMO_OPERATOR_KEY } from '../../config.js';

const { app, pool, close } = await startTestApp();
after(close);

type Credentials = { cookie: string } | { key: string };

async function as(roles: string[], brandIds: string[] | null = null): Promise<Credentials> {
  return { cookie: await staffSession(app, await staffMember(pool, roles, brandIds)) };
}

/** A croupier player holding `funds` IDR, with its id and login token. */
async function player(funds = '100000') {
  const { loginToken, username } = await walletPlayer(app, funds);
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  assert.ok(rows[0] !== undefined);
  return { playerId: rows[0].id, loginToken };
}

/** Asks for an adjustment with the given Idempotency-Key (a fresh one by default). */
async function adjust(
  credentials: Credentials,
  playerId: string,
  body: object,
  key: string = randomUUID(),
) {
  const response = await app.inject({
    method: 'POST',
    url: `/admin/v1/players/${playerId}/adjustments`,
    headers: {
      'idempotency-key': key,
      ...('cookie' in credentials
        ? { cookie: credentials.cookie }
        : { 'x-operator-key': credentials.key }),
    },
    payload: body,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const decide = (credentials: Credentials, playerId: string, id: string, decision: string) =>
  adminAs(app, credentials, 'POST', `/players/${playerId}/adjustments/${id}/${decision}`, {});

const idr = async (loginToken: string) => (await balanceOf(app, loginToken, 'IDR')).available;

async function auditRows(playerId: string) {
  const { rows } = await pool.query<{ action: string; actor: string; after: { status: string } }>(
    `SELECT action, actor, after FROM audit_log WHERE target = $1 ORDER BY id`,
    [`player:${playerId}`],
  );
  return rows.map((row) => [row.action, row.actor, row.after.status]);
}

async function significantAdjustments(playerId: string) {
  const { rows } = await pool.query<{ reason: string }>(
    `SELECT reason FROM significant_events WHERE type = 'balance_adjustment' AND player_id = $1
     ORDER BY id`,
    [playerId],
  );
  return rows.map((row) => row.reason);
}

async function transfersOf(playerId: string) {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ledger_transfers
     WHERE kind = 'manual_adjustment' AND meta->>'playerId' = $1`,
    [playerId],
  );
  return rows[0]?.count ?? 0;
}

// Above 1,000,000 IDR an adjustment (like a payment) of croupier needs two approvals.
const owner = { key: DEMO_OPERATOR_KEY };
const threshold = await adminAs(app, owner, 'POST', '/brands/croupier/second-approval', {
  currency: 'IDR',
  above: '1000000',
});
assert.equal(threshold.statusCode, 200, JSON.stringify(threshold.body));

test('an adjustment up to the four-eyes amount posts at once, audited and significant', async () => {
  const { playerId, loginToken } = await player('100000');
  const payments = await as(['payments']);

  const credit = await adjust(payments, playerId, {
    amount: '1000000.00',
    currency: 'IDR',
    reason: '  Goodwill after an outage ',
  });
  assert.equal(credit.statusCode, 200, JSON.stringify(credit.body));
  assert.deepEqual(
    [credit.body.data.status, credit.body.data.amount, credit.body.data.reason],
    ['posted', '1000000.00', 'Goodwill after an outage'],
  );
  assert.equal(credit.body.data.decidedBy, null);
  assert.equal(await idr(loginToken), '1100000.00');

  const debit = await adjust(payments, playerId, {
    amount: '-250000.5',
    currency: 'IDR',
    reason: 'Duplicate credit reversed',
  });
  assert.deepEqual([debit.body.data.status, debit.body.data.amount], ['posted', '-250000.50']);
  assert.equal(await idr(loginToken), '849999.50');

  const list = await adminAs(app, await as(['support']), 'GET', `/players/${playerId}/adjustments`);
  assert.deepEqual(
    list.body.data.items.map((item: { amount: string }) => item.amount),
    ['-250000.50', '1000000.00'],
  );
  assert.deepEqual(await auditRows(playerId), [
    ['player.adjust-balance', credit.body.data.requestedBy, 'posted'],
    ['player.adjust-balance', credit.body.data.requestedBy, 'posted'],
  ]);
  assert.deepEqual(await significantAdjustments(playerId), [
    `player.adjust-balance player:${playerId}`,
    `player.adjust-balance player:${playerId}`,
  ]);
  await assertLedgerInvariants(pool);
});

test('above the four-eyes amount it waits for a second staff member, never the requester', async () => {
  const { playerId, loginToken } = await player('100000');
  const first = await as(['payments']);
  const second = await as(['payments']);

  const asked = await adjust(first, playerId, {
    amount: '1000000.01',
    currency: 'IDR',
    reason: 'Lost win restored',
  });
  assert.equal(asked.statusCode, 200, JSON.stringify(asked.body));
  const { adjustmentId } = asked.body.data;
  assert.equal(asked.body.data.status, 'awaiting_approval');
  assert.equal(await idr(loginToken), '100000.00');
  assert.equal(await transfersOf(playerId), 0);
  assert.deepEqual(await significantAdjustments(playerId), []);

  const own = await decide(first, playerId, adjustmentId, 'approve');
  assert.deepEqual([own.statusCode, own.body.errorCode], [409, 31]);
  assert.equal(await idr(loginToken), '100000.00');

  const approved = await decide(second, playerId, adjustmentId, 'approve');
  assert.equal(approved.statusCode, 200, JSON.stringify(approved.body));
  assert.equal(approved.body.data.status, 'posted');
  assert.notEqual(approved.body.data.decidedBy, asked.body.data.requestedBy);
  assert.equal(await idr(loginToken), '1100000.01');

  // Approving again answers it unchanged and moves nothing.
  const again = await decide(second, playerId, adjustmentId, 'approve');
  assert.deepEqual([again.statusCode, again.body.data.status], [200, 'posted']);
  assert.equal(await transfersOf(playerId), 1);
  const declineLate = await decide(first, playerId, adjustmentId, 'decline');
  assert.deepEqual([declineLate.statusCode, declineLate.body.errorCode], [409, 13]);

  const approver = approved.body.data.decidedBy as string;
  assert.deepEqual(await auditRows(playerId), [
    ['player.adjust-balance', asked.body.data.requestedBy, 'awaiting_approval'],
    ['player.approve-adjustment', approver, 'posted'],
    ['player.approve-adjustment', approver, 'posted'],
  ]);
  // One significant event: the approval that moved the money, not its repeat.
  assert.deepEqual(await significantAdjustments(playerId), [
    `player.approve-adjustment player:${playerId}`,
  ]);
  await assertLedgerInvariants(pool);
});

test('a declined adjustment moves nothing and can no longer be approved', async () => {
  const { playerId, loginToken } = await player('100000');
  const first = await as(['payments']);
  const asked = await adjust(first, playerId, {
    amount: '5000000',
    currency: 'IDR',
    reason: 'Typo in the amount',
  });
  const { adjustmentId } = asked.body.data;
  const declined = await decide(first, playerId, adjustmentId, 'decline');
  assert.deepEqual([declined.statusCode, declined.body.data.status], [200, 'declined']);
  const approve = await decide(await as(['payments']), playerId, adjustmentId, 'approve');
  assert.deepEqual([approve.statusCode, approve.body.errorCode], [409, 13]);
  assert.equal(await idr(loginToken), '100000.00');
  assert.equal(await transfersOf(playerId), 0);
});

test('an Idempotency-Key applies an adjustment once; another body under it is refused', async () => {
  const { playerId, loginToken } = await player('100000');
  const payments = await as(['payments']);
  const key = randomUUID();
  const body = { amount: '5000', currency: 'IDR', reason: 'Cashback' };

  const first = await adjust(payments, playerId, body, key);
  const repeat = await adjust(payments, playerId, body, key);
  assert.equal(repeat.statusCode, 200, JSON.stringify(repeat.body));
  assert.equal(repeat.body.data.adjustmentId, first.body.data.adjustmentId);
  assert.equal(await idr(loginToken), '105000.00');
  assert.equal(await transfersOf(playerId), 1);
  assert.equal((await significantAdjustments(playerId)).length, 1);

  const other = await adjust(payments, playerId, { ...body, amount: '6000' }, key);
  assert.deepEqual([other.statusCode, other.body.errorCode], [409, 9]);
  assert.equal(await idr(loginToken), '105000.00');

  const noKey = await app.inject({
    method: 'POST',
    url: `/admin/v1/players/${playerId}/adjustments`,
    headers: { 'x-operator-key': DEMO_OPERATOR_KEY },
    payload: body,
  });
  assert.deepEqual([noKey.statusCode, noKey.json().errorCode], [400, 2]);
});

test('a debit never takes the player below zero, and bad input changes nothing', async () => {
  const { playerId, loginToken } = await player('100000');
  const payments = await as(['payments']);

  const overdraft = await adjust(payments, playerId, {
    amount: '-100000.01',
    currency: 'IDR',
    reason: 'Too much',
  });
  assert.deepEqual([overdraft.statusCode, overdraft.body.errorCode], [409, 10]);
  for (const body of [
    { amount: '0', currency: 'IDR', reason: 'Nothing' },
    { amount: '-0.00', currency: 'IDR', reason: 'Nothing' },
    { amount: '10.001', currency: 'IDR', reason: 'Too precise' },
    { amount: '1e5', currency: 'IDR', reason: 'Exponent' },
    { amount: '100', currency: 'XXX', reason: 'Unknown currency' },
    { amount: '100', currency: 'IDR', reason: '   ' },
    { amount: '100', currency: 'IDR' },
    { amount: '100', currency: 'IDR', reason: 'x'.repeat(501) },
    { amount: '100', currency: 'IDR', reason: 'Extra', note: 'no' },
  ]) {
    const refused = await adjust(payments, playerId, body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], JSON.stringify(body));
  }
  assert.equal(await idr(loginToken), '100000.00');
  const { rows } = await pool.query(
    'SELECT count(*)::int AS count FROM balance_adjustments WHERE player_id = $1',
    [playerId],
  );
  assert.equal(rows[0].count, 0);
  assert.deepEqual(await auditRows(playerId), []);

  // Whole balance out: exactly zero is allowed.
  const all = await adjust(payments, playerId, {
    amount: '-100000',
    currency: 'IDR',
    reason: 'Fraud recovered',
  });
  assert.equal(all.body.data.status, 'posted');
  assert.equal(await idr(loginToken), '0.00');
});

test('roles and brands: payments asks and approves, support reads, the others nothing', async () => {
  const { playerId } = await player('100000');
  const payments = await as(['payments']);
  const waiting = await adjust(payments, playerId, {
    amount: '2000000',
    currency: 'IDR',
    reason: 'Matrix',
  });
  const id = waiting.body.data.adjustmentId as string;
  const routes = [
    ['GET', `/players/${playerId}/adjustments`],
    ['POST', `/players/${playerId}/adjustments`],
    ['POST', `/players/${playerId}/adjustments/${id}/decline`],
    ['POST', `/players/${playerId}/adjustments/${id}/approve`],
  ] as const;
  const body = { amount: '10', currency: 'IDR', reason: 'Matrix' };
  const call = (credentials: Credentials, method: 'GET' | 'POST', path: string) =>
    adminAs(
      app,
      credentials,
      method,
      path,
      method === 'GET' ? undefined : path.endsWith('/adjustments') ? body : {},
    );

  const expectations: Array<[string[], string[] | null, number[]]> = [
    [['support'], null, [200, 403, 403, 403]],
    [['marketing'], null, [403, 403, 403, 403]],
    [['release'], null, [403, 403, 403, 403]],
    [['payments'], ['lagoon'], [404, 404, 404, 404]],
  ];
  for (const [roles, brands, statuses] of expectations) {
    const credentials = await as(roles, brands);
    for (const [index, [method, path]] of routes.entries()) {
      const answer = await call(credentials, method, path);
      assert.equal(answer.statusCode, statuses[index], `${roles.join()} ${method} ${path}`);
    }
  }
  assert.equal(await transfersOf(playerId), 0);

  // Another payments member of every brand reads, asks, declines and approves.
  const other = await as(['payments']);
  const [list, ask, , approve] = routes;
  assert.equal((await call(other, list[0], list[1])).statusCode, 200);
  assert.equal((await call(other, ask[0], ask[1])).statusCode, 200);
  assert.equal((await call(other, approve[0], approve[1])).statusCode, 200);
  const another = await adjust(payments, playerId, { ...body, amount: '3000000' });
  const declined = await decide(other, playerId, another.body.data.adjustmentId, 'decline');
  assert.equal(declined.statusCode, 200);
  const unknown = await decide(payments, playerId, randomUUID(), 'approve');
  assert.deepEqual([unknown.statusCode, unknown.body.errorCode], [404, 6]);
});
