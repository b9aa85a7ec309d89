import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
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

test('a chain hash is stored in its network\'s one spelling', async () => {
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
      'SELECT tx_hash AS "txHash" FROM depo_wd_transactions WHERE id = $1',
      [answer.body.data.transactionId],
    );
    stored.push(rows[0]?.txHash);
  }
  // Tron writes hashes as bare hex, Ethereum-like chains with 0x; both in lower case.
  assert.deepEqual(stored, [hash, `0x${hash}`]);
  const spelledOtherwise = await pool
    .query(
      `UPDATE depo_wd_transactions SET tx_hash = upper(tx_hash) WHERE tx_hash = $1`,
      [hash],
    )
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
    // Undone in this transaction, to be applied again to the rows below; rolled back after.
    await client.query(`
      ALTER TABLE depo_wd_transactions DROP CONSTRAINT depo_wd_transactions_tx_hash_canonical;
      ALTER TABLE games DROP COLUMN jackpot_trigger;
      DROP TABLE jackpot_providers;
      ALTER TABLE jackpots DROP COLUMN max_payout;`);
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
