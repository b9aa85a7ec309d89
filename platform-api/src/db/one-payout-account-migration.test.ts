// Migration 0054 on a database whose players still carry the bank fields the profile used to edit:
// the payment account withdrawals paid stays the payout account, a bank that never became one
// becomes it, and the second copy goes. Migrations are the tables' owner's to run, so the test is.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { createTestDatabase } from '../../test/harness.js';
import { migrate } from './migrate.js';

const MIGRATION = '0054_one_payout_account.sql';
const database = await createTestDatabase();
after(() => database.drop());

/** Puts the players table and the audit trail back as migration 0053 left them. */
async function backToMigration53(): Promise<void> {
  await database.ownerPool.query(`
    ALTER TABLE players ADD COLUMN bank_name text REFERENCES payment_channels (code),
      ADD COLUMN bank_account_name text, ADD COLUMN bank_account_number text,
      ADD CHECK ((bank_name IS NULL) = (bank_account_name IS NULL)
        AND (bank_name IS NULL) = (bank_account_number IS NULL));
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_kind_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_kind_check
      CHECK (actor_kind IN ('staff', 'key', 'bootstrap', 'anonymous', 'cli'));
    DELETE FROM schema_migrations WHERE version = '${MIGRATION}';`);
}

async function insertPlayer(username: string, bank: [string, string, string]): Promise<string> {
  const { rows } = await database.ownerPool.query<{ id: string }>(
    `INSERT INTO players (brand_id, username, password_hash, currency, referral_code, bank_name,
       bank_account_name, bank_account_number)
     VALUES ('croupier', $1, '$argon2id$test', 'IDR', upper(substr(md5($1), 1, 8)), $2, $3, $4)
     RETURNING id`,
    [username, ...bank],
  );
  return rows[0]!.id;
}

const accountsOf = async (playerId: string) =>
  (
    await database.ownerPool.query(
      `SELECT type, channel_code AS "channelCode", account_name AS "accountName",
              account_number AS "accountNumber"
       FROM payment_accounts WHERE player_id = $1`,
      [playerId],
    )
  ).rows;

test('the payment account stays the payout account and the bank fields of players go', async () => {
  await backToMigration53();
  // The profile changed this player's bank fields; withdrawals kept paying the payment account.
  const edited = await insertPlayer('payout_edited', ['BNI', 'New Holder', '555666777']);
  await database.ownerPool.query(
    `INSERT INTO payment_accounts (player_id, type, channel_code, account_name, account_number)
     VALUES ($1, 'bank', 'BCA', 'Old Holder', '1234567890')`,
    [edited],
  );
  // Registered where bank accounts were not allowed: the bank never became a payment account.
  const unpaid = await insertPlayer('payout_missing', ['BCA', 'Only Copy', '999888777']);

  const client = await database.ownerPool.connect();
  try {
    assert.deepEqual(await migrate(client), [MIGRATION]);
  } finally {
    client.release();
  }

  assert.deepEqual(await accountsOf(edited), [
    { type: 'bank', channelCode: 'BCA', accountName: 'Old Holder', accountNumber: '1234567890' },
  ]);
  assert.deepEqual(await accountsOf(unpaid), [
    { type: 'bank', channelCode: 'BCA', accountName: 'Only Copy', accountNumber: '999888777' },
  ]);
  const { rows: columns } = await database.ownerPool.query(
    `SELECT column_name FROM information_schema.columns
     WHERE table_name = 'players' AND column_name LIKE 'bank%'`,
  );
  assert.deepEqual(columns, []);
});
