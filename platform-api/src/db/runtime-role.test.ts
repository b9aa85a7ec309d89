// The API's own database role cannot rewrite the audit trail or the ledger, nor switch off, drop or
// get around the triggers that keep them append-only: it is neither their owner nor a superuser.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { countRows, startTestApp, type TestApp } from '../../test/harness.js';
import { walletPlayer } from '../../test/wallet.js';
import {
  ensureRuntimeRole,
  grantRuntimePrivileges,
  runtimeRoleProblems,
  withCredentials,
} from './runtime-role.js';

const PROTECTED_TABLES = ['audit_log', 'ledger_transfers', 'ledger_postings'];

describe("the API's database role", () => {
  let testApp: TestApp;
  let counts: Record<string, number>;

  before(async () => {
    testApp = await startTestApp();
    // A funded player: a deposit approved by the operator leaves postings and an audit row.
    await walletPlayer(testApp.app, '100000');
    counts = Object.fromEntries(
      await Promise.all(
        PROTECTED_TABLES.map(async (table) => [table, await countRows(testApp.pool, table)]),
      ),
    );
    for (const table of PROTECTED_TABLES) assert.ok(counts[table]! > 0, `${table} has rows`);
  });
  after(() => testApp.close());

  /** Runs `sql` as the API does, and expects PostgreSQL to refuse it. */
  async function refused(sql: string, reason: RegExp) {
    await assert.rejects(testApp.pool.query(sql), (error: unknown) => {
      assert.ok(error instanceof pg.DatabaseError, String(error));
      assert.match(error.message, reason, sql);
      return true;
    });
  }

  const notOwner = /must be owner|permission denied/;

  it('cannot update or delete audit rows, transfers or postings', async () => {
    await refused(`UPDATE audit_log SET action = 'rewritten'`, /permission denied|append-only/);
    await refused('DELETE FROM audit_log', /permission denied|append-only/);
    await refused(`UPDATE ledger_postings SET amount = amount * 2`, /permission denied|append/);
    await refused('DELETE FROM ledger_postings', /permission denied|append-only/);
    await refused(`UPDATE ledger_transfers SET kind = 'rewritten'`, /permission denied|append/);
    await refused('DELETE FROM ledger_transfers', /permission denied|append-only|foreign key/);
  });

  it('cannot truncate them', async () => {
    await refused('TRUNCATE audit_log', /permission denied|append-only/);
    await refused('TRUNCATE ledger_postings, ledger_transfers CASCADE', /permission denied/);
  });

  it('cannot disable, drop or replace their triggers', async () => {
    await refused('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only', notOwner);
    await refused('ALTER TABLE ledger_postings DISABLE TRIGGER ALL', notOwner);
    await refused('ALTER TABLE ledger_transfers DISABLE TRIGGER USER', notOwner);
    await refused('DROP TRIGGER audit_log_append_only ON audit_log', notOwner);
    await refused('DROP TRIGGER ledger_postings_append_only ON ledger_postings', notOwner);
    await refused(
      `CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql
       AS $$ BEGIN RETURN NEW; END $$`,
      notOwner,
    );
    await refused('ALTER TABLE audit_log OWNER TO CURRENT_USER', notOwner);
  });

  it('cannot turn triggers off for its session', async () => {
    await refused('SET session_replication_role = replica', /permission denied/);
    await refused("SELECT set_config('session_replication_role', 'replica', false)", /denied/);
  });

  it('holds exactly the privileges the API uses', async () => {
    const { rows } = await testApp.pool.query<{ relation: string; privileges: string[] }>(
      `SELECT relation, ARRAY(
         SELECT privilege FROM unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE',
                                            'REFERENCES', 'TRIGGER']) AS privilege
         WHERE has_table_privilege(current_user, relation, privilege)) AS privileges
       FROM unnest($1::text[]) AS relation ORDER BY relation`,
      [['account_transactions', 'audit_log', 'ledger_postings', 'players', 'schema_migrations']],
    );
    assert.deepEqual(rows, [
      { relation: 'account_transactions', privileges: ['SELECT'] },
      { relation: 'audit_log', privileges: ['SELECT', 'INSERT'] },
      { relation: 'ledger_postings', privileges: ['SELECT', 'INSERT'] },
      { relation: 'players', privileges: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] },
      { relation: 'schema_migrations', privileges: ['SELECT'] },
    ]);
  });

  it('cannot create objects of its own next to the tables', async () => {
    await refused('CREATE TABLE audit_log_copy (id int)', /permission denied/);
  });

  it('leaves every row as it was', async () => {
    for (const table of PROTECTED_TABLES) {
      assert.equal(await countRows(testApp.pool, table), counts[table], table);
    }
    const { rows } = await testApp.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_trigger
       WHERE tgname IN ('audit_log_append_only', 'ledger_postings_append_only') AND tgenabled = 'A'`,
    );
    assert.equal(rows[0]?.count, 2, 'the append-only triggers fire always, even for replicas');
  });
});

describe('runtimeRoleProblems', () => {
  let testApp: TestApp;
  before(async () => (testApp = await startTestApp()));
  after(() => testApp.close());

  it("finds none in the API's role", async () => {
    assert.deepEqual(await runtimeRoleProblems(testApp.pool), []);
  });

  it('names a superuser, and the owner of the tables', async () => {
    const problems = await runtimeRoleProblems(testApp.ownerPool);
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0]!, /a superuser/);
    assert.match(problems[1]!, /which owns the tables/);
  });

  it('names a role that owns a single table', async () => {
    const role = `owner_${randomBytes(4).toString('hex')}`;
    const owner = testApp.ownerPool;
    await owner.query(`CREATE ROLE ${role} LOGIN PASSWORD 'secret'`);
    await owner.query(`ALTER TABLE player_notes OWNER TO ${role}`);
    const client = new pg.Client({
      connectionString: withCredentials(testApp.databaseUrl, role, 'secret'),
    });
    await client.connect();
    try {
      assert.deepEqual(await runtimeRoleProblems(client), [
        `DATABASE_URL logs in as ${role}, which owns the tables (as ${role}): migrations run as the owner (MIGRATION_DATABASE_URL), the API as another role`,
      ]);
    } finally {
      await client.end();
      await owner.query(`ALTER TABLE player_notes OWNER TO CURRENT_USER`);
      await owner.query(`DROP OWNED BY ${role}; DROP ROLE ${role}`);
    }
  });
});

describe('grantRuntimePrivileges', () => {
  it('refuses to grant to the owner, whose own privileges it would revoke', async () => {
    const testApp = await startTestApp();
    const client = await testApp.ownerPool.connect();
    try {
      await assert.rejects(
        grantRuntimePrivileges(client, 'postgres'),
        /postgres owns the tables: grant to another role/,
      );
    } finally {
      client.release();
      await testApp.close();
    }
  });
});

describe('ensureRuntimeRole', () => {
  let testApp: TestApp;
  before(async () => (testApp = await startTestApp()));
  after(() => testApp.close());

  it('creates a missing role that logs in with no other power, and leaves an existing one', async () => {
    const role = { name: `app_${randomBytes(4).toString('hex')}`, password: 'secret-password' };
    const owner = testApp.ownerPool;
    await assert.rejects(
      ensureRuntimeRole(owner, { ...role, password: '' }),
      new RegExp(`The database role ${role.name} of DATABASE_URL does not exist`),
    );
    await Promise.all([ensureRuntimeRole(owner, role), ensureRuntimeRole(owner, role)]);
    await ensureRuntimeRole(owner, { ...role, password: 'ignored' });
    try {
      const { rows } = await owner.query(
        `SELECT rolcanlogin, rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls
         FROM pg_roles WHERE rolname = $1`,
        [role.name],
      );
      assert.deepEqual(rows, [
        {
          rolcanlogin: true,
          rolsuper: false,
          rolcreaterole: false,
          rolcreatedb: false,
          rolreplication: false,
          rolbypassrls: false,
        },
      ]);
      const client = new pg.Client({
        connectionString: withCredentials(testApp.databaseUrl, role.name, role.password),
      });
      await client.connect();
      await client.end();
    } finally {
      await owner.query(`DROP ROLE ${role.name}`);
    }
  });
});
