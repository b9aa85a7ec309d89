import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { newSessionToken, post, startTestApp } from '../../../test/harness.js';
import {
  admin,
  assertLedgerInvariants,
  balanceOf,
  verifiedPlayer,
  walletPlayer,
} from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

const closeAccount = (loginToken: string, body: object = { confirm: true }) =>
  post(app, 'account/close', body, loginToken);

const logIn = async (username: string) =>
  post(
    app,
    'login3',
    { brandId: 'croupier', username, password: 'goodPassw0rd' },
    await newSessionToken(app, 'croupier'),
  );

async function playerIdOf(username: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  assert.ok(rows[0] !== undefined);
  return rows[0].id;
}

test('closing stops play and deposits at once and pays the balance to the last withdrawal account', async () => {
  const player = await verifiedPlayer(app, pool, '800000');
  const earlier = await post(
    app,
    'depo-wd',
    { transactionType: 'WITHDRAW', currency: 'IDR', amount: '100000', paymentChannel: 'BCA' },
    player.loginToken,
  );
  assert.equal(earlier.statusCode, 200, JSON.stringify(earlier.body));
  const paid = await admin(app, 'POST', `/payments/${earlier.body.data.transactionId}/approve`, {});
  assert.equal(paid.body.data.status, 'SUCCESS');
  const playerId = await playerIdOf(player.username);

  const closed = await closeAccount(player.loginToken);
  assert.equal(closed.statusCode, 200, JSON.stringify(closed.body));
  assert.deepEqual(closed.body.data.remaining, []);
  assert.deepEqual(
    closed.body.data.withdrawals.map((withdrawal: Record<string, unknown>) => [
      withdrawal.transactionType,
      withdrawal.status,
      withdrawal.currency,
      withdrawal.amount,
      withdrawal.paymentChannel,
    ]),
    [['WITHDRAW', 'PENDING', 'IDR', '700000.00', 'BCA']],
  );

  // Every session ended: the player's token, a new login and so any deposit or bet are refused.
  assert.equal((await post(app, 'me', {}, player.loginToken)).statusCode, 401);
  const deposit = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '100000', paymentChannel: 'BCA' },
    player.loginToken,
  );
  assert.equal(deposit.statusCode, 401);
  const again = await logIn(player.username);
  assert.notEqual(again.statusCode, 200, JSON.stringify(again.body));
  const { rows: blocked } = await pool.query(
    `SELECT closed_at IS NOT NULL AS closed, blocked_reason FROM players WHERE id = $1`,
    [playerId],
  );
  assert.deepEqual(blocked, [{ closed: true, blocked_reason: 'Closed by the player' }]);
  await assert.rejects(
    pool.query(`SELECT protection_check_deposit($1, 'IDR', 1)`, [playerId]),
    'the database refuses a deposit of a closed account',
  );

  // The balance is held for the withdrawal, which staff see in the queue.
  const { rows: ledger } = await pool.query(
    `SELECT balance::text FROM ledger_accounts WHERE player_id = $1 AND currency = 'IDR'`,
    [playerId],
  );
  assert.deepEqual(ledger, [{ balance: '0.000000000000000000' }]);
  const queue = await admin(app, 'GET', '/payments/pending');
  assert.ok(
    queue.body.data.some(
      (item: { transactionId: string }) =>
        item.transactionId === closed.body.data.withdrawals[0].transactionId,
    ),
  );

  // One significant event, with the balance before and where it went.
  const { rows: events } = await pool.query(
    `SELECT type, component, actor, reason, before, after FROM significant_events
     WHERE player_id = $1 AND type = 'account_closed'`,
    [playerId],
  );
  assert.deepEqual(events, [
    {
      type: 'account_closed',
      component: 'account',
      actor: `player:${player.username}`,
      reason: 'Closed by the player',
      before: { balances: [{ currency: 'IDR', amount: '700000.00' }] },
      after: {
        withdrawals: [
          {
            transactionId: closed.body.data.withdrawals[0].transactionId,
            currency: 'IDR',
            amount: '700000.00',
          },
        ],
        remaining: [],
      },
    },
  ]);
  await assertLedgerInvariants(pool);
});

test('without a withdrawal account the balance stays for staff, and the closure says so', async () => {
  const player = await walletPlayer(app, '250000');
  const playerId = await playerIdOf(player.username);
  const closed = await closeAccount(player.loginToken);
  assert.equal(closed.statusCode, 200, JSON.stringify(closed.body));
  assert.deepEqual(closed.body.data.withdrawals, []);
  assert.deepEqual(closed.body.data.remaining, [{ currency: 'IDR', amount: '250000.00' }]);
  const { rows } = await pool.query(
    `SELECT after FROM significant_events WHERE player_id = $1 AND type = 'account_closed'`,
    [playerId],
  );
  assert.deepEqual(rows, [
    { after: { withdrawals: [], remaining: [{ currency: 'IDR', amount: '250000.00' }] } },
  ]);
  const view = await admin(app, 'GET', `/players/${playerId}`);
  assert.equal(view.statusCode, 200);
  assert.match(JSON.stringify(view.body.data), /Closed by the player/);
});

test('closing needs confirm true; a refused call changes nothing', async () => {
  const player = await walletPlayer(app, '60000');
  for (const body of [{}, { confirm: false }, { confirm: true, other: 1 }]) {
    const refused = await closeAccount(player.loginToken, body);
    assert.equal(refused.statusCode, 400, JSON.stringify(body));
  }
  assert.equal((await post(app, 'me', {}, player.loginToken)).statusCode, 200);
  assert.deepEqual(await balanceOf(app, player.loginToken, 'IDR'), {
    available: '60000.00',
    held: '0.00',
  });
  assert.equal((await closeAccount('nobody:token')).statusCode, 401);
});
