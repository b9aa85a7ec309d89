import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { respellPaymentStatusesBefore0082 } from '../../../test/old-payment-statuses.js';
import { admin, assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

const newTxHash = () => randomBytes(32).toString('hex');

async function depositAddress(loginToken: string, currency: string, network: string) {
  const response = await post(app, 'cryptoWallet/getAddress', { currency, network }, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.address as string;
}

const confirm = (body: object) => admin(app, 'POST', '/crypto/confirm-deposit', body);

test('one chain deposit is credited once however its hash is written', async () => {
  const { loginToken } = await walletPlayer(app);
  for (const network of ['TRC20', 'ERC20']) {
    const address = await depositAddress(loginToken, 'USDT', network);
    const hash = newTxHash();
    const spellings = [hash, hash.toUpperCase(), `0x${hash}`, `0x${hash.toUpperCase()}`];
    const answers = [];
    for (const txHash of spellings) {
      const answer = await confirm({ address, currency: 'USDT', network, amount: '7', txHash });
      assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
      answers.push(answer.body.data.transactionId);
    }
    assert.equal(new Set(answers).size, 1, network);
  }
  assert.equal((await balanceOf(app, loginToken, 'USDT')).available, '14.000000');
  await assertLedgerInvariants(pool);
});

test("a chain hash is stored in its network's one spelling", async () => {
  const { loginToken } = await walletPlayer(app);
  const hash = newTxHash();
  const stored = [];
  for (const network of ['TRC20', 'ERC20']) {
    const address = await depositAddress(loginToken, 'USDT', network);
    const answer = await confirm({
      address,
      currency: 'USDT',
      network,
      amount: '1',
      txHash: `0x${hash.toUpperCase()}`,
    });
    assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
    const { rows } = await pool.query<{ txHash: string }>(
      'SELECT tx_hash AS "txHash" FROM payments WHERE id = $1',
      [answer.body.data.transactionId],
    );
    stored.push(rows[0]?.txHash);
  }
  // Tron writes hashes as bare hex, Ethereum-like chains with 0x; both in lower case.
  assert.deepEqual(stored, [hash, `0x${hash}`]);
  const spelledOtherwise = await pool
    .query(`UPDATE payments SET tx_hash = upper(tx_hash) WHERE tx_hash = $1`, [hash])
    .then(
      () => null,
      (error: { code?: string }) => error.code,
    );
  assert.equal(spelledOtherwise, '23514', 'the table refuses a hash in another spelling');
});

test('migration 0047 respells stored hashes, unhooks the repeats of one, and bounds jackpots', async () => {
  const { username } = await walletPlayer(app);
  const { rows: players } = await pool.query<{ id: string }>(
    'SELECT id FROM players WHERE username = lower($1)',
    [username],
  );
  const playerId = players[0]!.id;
  const hash = newTxHash();
  // Undoing a migration is the tables' owner's to do.
  const client = await ownerPool.connect();
  try {
    await client.query('BEGIN');
    // Undone in this transaction, to be applied again to the rows below; rolled back after. The
    // table had its first name then (migration 0078 renamed it).
    await respellPaymentStatusesBefore0082(client);
    await client.query(`
      ALTER TABLE payments RENAME TO depo_wd_transactions;
      ALTER TABLE depo_wd_transactions DROP CONSTRAINT payments_tx_hash_canonical;
      ALTER TABLE games DROP COLUMN jackpot_trigger;
      DROP TABLE jackpot_providers;
      ALTER TABLE jackpots DROP COLUMN max_payout;
      DROP INDEX payments_held;
      ALTER TABLE depo_wd_transactions
        DROP CONSTRAINT payments_status_check,
        ADD CONSTRAINT depo_wd_transactions_status_check
          CHECK (status IN ('PENDING', 'SUCCESS', 'DECLINED')),
        DROP CONSTRAINT payments_reason_check,
        ADD CONSTRAINT depo_wd_transactions_check
          CHECK ((status = 'DECLINED') = (reason IS NOT NULL)),
        DROP COLUMN hold_reason CASCADE,
        DROP COLUMN hold_message;`);
    const insert = async (network: string, txHash: string, secondsAgo: number) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO depo_wd_transactions (player_id, transaction_type, status, currency, amount,
           network, tx_hash, created_at)
         VALUES ($1, 'DEPOSIT', 'SUCCESS', 'USDT', 7, $2, $3, now() - $4 * interval '1 second')
         RETURNING id`,
        [playerId, network, txHash, secondsAgo],
      );
      return rows[0]!.id;
    };
    const first = await insert('TRC20', hash.toUpperCase(), 30);
    const repeat = await insert('TRC20', `0x${hash}`, 20);
    const evm = await insert('ERC20', hash, 10);
    await client.query(
      await readFile(
        new URL('../../db/migrations/0047_chain_deposits_held_and_canonical.sql', import.meta.url),
        'utf8',
      ),
    );
    const { rows } = await client.query<{ id: string; txHash: string | null }>(
      `SELECT id, tx_hash AS "txHash" FROM depo_wd_transactions WHERE id = ANY ($1)
       ORDER BY created_at`,
      [[first, repeat, evm]],
    );
    assert.deepEqual(rows, [
      { id: first, txHash: hash },
      { id: repeat, txHash: null },
      { id: evm, txHash: `0x${hash}` },
    ]);
    const jackpot = await client.query(
      `SELECT max_payout = seed_amount * 4 AS "fourSeeds",
              (SELECT array_agg(gpid ORDER BY gpid) FROM jackpot_providers
               WHERE brand_id = 'croupier') AS providers,
              (SELECT array_agg(DISTINCT gpid ORDER BY gpid) FROM games
               WHERE engine = 'slot') AS "slotProviders"
       FROM jackpots WHERE brand_id = 'croupier'`,
    );
    const { fourSeeds, providers, slotProviders } = jackpot.rows[0];
    assert.equal(fourSeeds, true);
    assert.deepEqual(providers, slotProviders);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});

async function playerIdOf(username: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    "SELECT id FROM players WHERE username = lower($1) AND brand_id = 'croupier'",
    [username],
  );
  assert.ok(rows[0] !== undefined);
  return rows[0].id;
}

async function heldAccountBalance(): Promise<string> {
  const { rows } = await pool.query<{ balance: string }>(
    `SELECT COALESCE(sum(balance), 0)::text AS balance FROM ledger_accounts
     WHERE house_role = 'chain_deposits_held' AND currency = 'USDT'`,
  );
  return rows[0]!.balance;
}

async function lastAudit(action: string) {
  const { rows } = await pool.query(
    'SELECT target, after FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
    [action],
  );
  return rows[0];
}

/** A deposit of `amount` USDT on TRC20 confirmed for the player, answered 200. */
async function chainDeposit(address: string, amount: string) {
  const answer = await confirm({
    address,
    currency: 'USDT',
    network: 'TRC20',
    amount,
    txHash: newTxHash(),
  });
  assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
  return answer.body.data;
}

test('a chain deposit beyond a deposit limit is held: recorded, not playable, shown with its reason', async () => {
  const { loginToken } = await walletPlayer(app);
  const limit = await post(
    app,
    'rg/set-limit',
    { type: 'deposit', period: 'day', amount: '100000' },
    loginToken,
  );
  assert.equal(limit.statusCode, 200, JSON.stringify(limit.body));
  const address = await depositAddress(loginToken, 'USDT', 'TRC20');
  const heldBefore = Number(await heldAccountBalance());

  const held = await chainDeposit(address, '500');
  assert.deepEqual([held.status, held.holdReason], ['HELD', 'limitReached']);
  assert.match(held.reason, /deposit limit/);
  assert.deepEqual(await balanceOf(app, loginToken, 'USDT'), {
    available: '0.000000',
    held: '0.000000',
  });
  assert.equal(Number(await heldAccountBalance()) - heldBefore, 500);

  const history = await post(
    app,
    'listAccountTransaction',
    { transactionType: 'DEPOWD', sort: 'desc' },
    loginToken,
  );
  assert.deepEqual(
    history.body.data.items.map((item: { status: string; holdReason: string | null }) => [
      item.status,
      item.holdReason,
    ]),
    [['HELD', 'limitReached']],
  );
  const queue = await admin(app, 'GET', '/payments/pending');
  const queued = queue.body.data.find(
    (item: { transactionId: string }) => item.transactionId === held.transactionId,
  );
  assert.equal(queued?.status, 'HELD');
  // Held money does not count against the limit: it was never credited.
  const withinLimit = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '50000', paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(withinLimit.statusCode, 200, JSON.stringify(withinLimit.body));
  await assertLedgerInvariants(pool);
});

test('staff release a held chain deposit to the player, once, audited', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const address = await depositAddress(loginToken, 'USDT', 'TRC20');
  await pool.query('UPDATE players SET blocked_at = now() WHERE id = $1', [
    await playerIdOf(username),
  ]);
  const held = await chainDeposit(address, '25');
  assert.deepEqual([held.status, held.holdReason], ['HELD', 'playerBlocked']);
  await pool.query('UPDATE players SET blocked_at = NULL WHERE id = $1', [
    await playerIdOf(username),
  ]);

  const release = () => admin(app, 'POST', `/payments/${held.transactionId}/release`, {});
  const released = await release();
  assert.equal(released.statusCode, 200, JSON.stringify(released.body));
  assert.deepEqual(
    [released.body.data.status, released.body.data.holdReason],
    ['SUCCESS', 'playerBlocked'],
  );
  assert.equal((await balanceOf(app, loginToken, 'USDT')).available, '25.000000');
  assert.deepEqual((await release()).body, released.body, 'released again: the same answer');
  const returned = await admin(app, 'POST', `/payments/${held.transactionId}/return`, {
    reason: 'Too late',
  });
  assert.deepEqual([returned.statusCode, returned.body.errorCode], [409, 13]);
  assert.equal((await balanceOf(app, loginToken, 'USDT')).available, '25.000000');
  const audited = await lastAudit('payment.release-held');
  assert.equal(audited.target, `transaction:${held.transactionId}`);
  assert.equal(audited.after.status, 'SUCCESS');
  await assertLedgerInvariants(pool);
});

test('staff return a held chain deposit: recorded returned with its reason, never playable', async () => {
  const { loginToken } = await walletPlayer(app);
  const address = await depositAddress(loginToken, 'USDT', 'TRC20');
  const timeOut = await post(app, 'rg/time-out', { days: 7 }, loginToken);
  assert.equal(timeOut.statusCode, 200, JSON.stringify(timeOut.body));
  const heldBefore = Number(await heldAccountBalance());
  const held = await chainDeposit(address, '40');
  assert.deepEqual([held.status, held.holdReason], ['HELD', 'playerExcluded']);

  const noReason = await admin(app, 'POST', `/payments/${held.transactionId}/return`, {});
  assert.deepEqual([noReason.statusCode, noReason.body.errorCode], [400, 2]);
  const giveBack = () =>
    admin(app, 'POST', `/payments/${held.transactionId}/return`, {
      reason: 'Sent back to the sender: the player is timed out',
    });
  const returned = await giveBack();
  assert.equal(returned.statusCode, 200, JSON.stringify(returned.body));
  assert.deepEqual(
    [returned.body.data.status, returned.body.data.reason],
    ['RETURNED', 'Sent back to the sender: the player is timed out'],
  );
  assert.deepEqual((await giveBack()).body, returned.body, 'returned again: the same answer');
  const released = await admin(app, 'POST', `/payments/${held.transactionId}/release`, {});
  assert.deepEqual([released.statusCode, released.body.errorCode], [409, 13]);
  assert.equal(Number(await heldAccountBalance()), heldBefore);
  assert.equal((await lastAudit('payment.return-held')).after.status, 'RETURNED');
  // Release and return are for held chain deposits only.
  const { loginToken: other } = await walletPlayer(app);
  const request = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '50000', paymentChannel: 'BCA' },
    other,
  );
  const notHeld = await admin(
    app,
    'POST',
    `/payments/${request.body.data.transactionId}/release`,
    {},
  );
  assert.deepEqual([notHeld.statusCode, notHeld.body.errorCode], [409, 13]);
  await assertLedgerInvariants(pool);
});
