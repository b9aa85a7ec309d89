// Migration 0046 on a database that already holds accounts sharing an email or phone number on one
// brand: the oldest keeps it, later ones give it up into player_contact_duplicates. Migrations are
// the tables' owner's to run, so the test is too.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { createTestDatabase } from '../../test/harness.js';
import { migrate } from './migrate.js';

const MIGRATION = '0046_one_account_per_person.sql';
const database = await createTestDatabase();
after(() => database.drop());

/** Puts the players table back as migration 0045 left it. */
async function backToMigration45(): Promise<void> {
  await database.ownerPool.query(`
    DROP TABLE player_contact_duplicates;
    ALTER TABLE players DROP COLUMN email_normalised, DROP COLUMN phone_normalised,
      DROP COLUMN registration_fingerprint_hash;
    DELETE FROM schema_migrations WHERE version = '${MIGRATION}';`);
}

async function insertPlayer(username: string, email: string, phoneNumber: string, age: string) {
  await database.ownerPool.query(
    `INSERT INTO players (brand_id, username, password_hash, email, phone_number, currency,
       referral_code, created_at)
     VALUES ('croupier', $1, '$argon2id$test', $2, $3, 'IDR',
       upper(substr(md5($1), 1, 8)), now() - $4::interval)`,
    [username, email, phoneNumber, age],
  );
}

test('earlier duplicates of an email or phone number are resolved before they become unique', async () => {
  await backToMigration45();
  await insertPlayer('dup_oldest', 'Twin@Example.com', '+6281111111111', '3 days');
  await insertPlayer('dup_email', 'twin@example.com', '+6282222222222', '2 days');
  await insertPlayer('dup_phone', 'other@example.com', '006281111111111', '1 day');

  const client = await database.ownerPool.connect();
  try {
    assert.deepEqual(await migrate(client), [MIGRATION]);
  } finally {
    client.release();
  }

  const { rows: players } = await database.ownerPool.query(
    `SELECT username, email, phone_number AS "phoneNumber" FROM players
     WHERE username LIKE 'dup_%' ORDER BY created_at`,
  );
  assert.deepEqual(players, [
    { username: 'dup_oldest', email: 'Twin@Example.com', phoneNumber: '+6281111111111' },
    { username: 'dup_email', email: null, phoneNumber: '+6282222222222' },
    { username: 'dup_phone', email: 'other@example.com', phoneNumber: null },
  ]);
  const { rows: duplicates } = await database.ownerPool.query(
    `SELECT duplicate.username, field, value, kept.username AS "keptBy"
     FROM player_contact_duplicates
     JOIN players duplicate ON duplicate.id = player_id JOIN players kept ON kept.id = kept_by
     ORDER BY duplicate.username`,
  );
  assert.deepEqual(duplicates, [
    { username: 'dup_email', field: 'email', value: 'twin@example.com', keptBy: 'dup_oldest' },
    {
      username: 'dup_phone',
      field: 'phone_number',
      value: '006281111111111',
      keptBy: 'dup_oldest',
    },
  ]);
  await assert.rejects(
    insertPlayer('dup_again', ' TWIN@example.com', '+6283333333333', '0 days'),
    /players_brand_email_key/,
  );
});
