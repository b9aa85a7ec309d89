import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import pg from 'pg';

import { createTestDatabase } from '../../test/harness.js';
import { HOUSE_ROLES, TRANSFER_KINDS } from '../money/ledger-lists.js';
import { applyCheckLists, CHECK_LISTS, checkListDefinition } from './check-lists.js';

const database = await createTestDatabase();
after(() => database.drop());

/** Runs `insert` with the value of one listed column in a transaction that is rolled back. */
async function insertWith(insert: string, value: string): Promise<string | null> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(insert, [value]);
    return null;
  } catch (error) {
    if (!(error instanceof pg.DatabaseError)) throw error;
    return `${error.code} ${error.constraint}`;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

// With a value outside its list, each row breaks no other CHECK of its table, so the refusal names
// the list's constraint. A listed value may break another rule (a key, an open round with a
// settlement time) but never the list's.
const LISTS = [
  {
    constraint: 'ledger_transfers_kind_check',
    insert: `INSERT INTO ledger_transfers (idempotency_key, kind, meta) VALUES ('list-test', $1, '{}')`,
    listed: TRANSFER_KINDS,
  },
  {
    constraint: 'ledger_accounts_house_role_check',
    insert: `INSERT INTO ledger_accounts (house_role, currency, shard) VALUES ($1, 'USD', 0)`,
    listed: HOUSE_ROLES,
  },
  {
    constraint: 'provider_transactions_kind_check',
    insert: `INSERT INTO provider_transactions (gpid, transaction_id, kind, player_id, round_id, currency, amount)
             VALUES ('PG', 'list-test', $1, gen_random_uuid(), 'list-test', 'IDR', 1)`,
    listed: ['bet', 'win'],
  },
  {
    constraint: 'rounds_status_check',
    insert: `INSERT INTO rounds (gpid, round_id, session_id, player_id, game_code, currency, stake, status, settled_at)
             VALUES ('PG', 'list-test', gen_random_uuid(), gen_random_uuid(), 'game', 'IDR', 1, $1, now())`,
    listed: ['open', 'settled', 'rolledBack'],
  },
];

test('the lists in CHECK constraints take their values and refuse any other', async () => {
  for (const { constraint, insert, listed } of LISTS) {
    for (const value of listed) {
      const refusal = await insertWith(insert, value);
      assert.ok(refusal === null || !refusal.endsWith(constraint), `${value}: ${refusal}`);
    }
    for (const value of ['unknown', '', 'Open']) {
      assert.equal(
        await insertWith(insert, value),
        `23514 ${constraint}`,
        `${constraint} ${value}`,
      );
    }
  }
});

/** The definition and identity of each constraint written from a TypeScript list. */
async function listConstraints() {
  const { rows } = await database.pool.query<{ oid: number; definition: string }>(
    `SELECT oid, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conname = ANY ($1) ORDER BY conname`,
    [CHECK_LISTS.map((list) => list.constraint)],
  );
  return rows;
}

/** Runs `work` as a start does: as the tables' owner. */
async function startWith<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await database.ownerPool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

test('the constraints are written from their TypeScript lists, and rewritten only when those differ', async () => {
  const before = await listConstraints();
  assert.deepEqual(
    before.map((row) => row.definition),
    CHECK_LISTS.toSorted((a, b) => a.constraint.localeCompare(b.constraint)).map(
      checkListDefinition,
    ),
  );
  await startWith(applyCheckLists);
  assert.deepEqual(await listConstraints(), before, 'an equal list is left alone');

  // A database whose list lacks a kind, as one started by older code: the next start adds it.
  // The seed's transfers (the jackpots' seeds) are of a kind it keeps.
  await database.ownerPool
    .query(`ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check,
    ADD CONSTRAINT ledger_transfers_kind_check
      CHECK (kind = ANY ('{deposit, swap, jackpot_seed}'::text[]))`);
  assert.equal(await insertWith(LISTS[0]!.insert, 'bonus'), '23514 ledger_transfers_kind_check');
  await startWith(applyCheckLists);
  assert.equal(await insertWith(LISTS[0]!.insert, 'bonus'), null);
  assert.deepEqual(
    (await listConstraints()).map((row) => row.definition),
    before.map((row) => row.definition),
  );
});
