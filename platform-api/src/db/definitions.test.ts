import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import type pg from 'pg';

import { defaultRemoteBaseUrls } from '../config.js';
import { createTestDatabase } from '../../test/harness.js';
import { applyDefinitions, definitionFiles, type DefinitionKind } from './definitions.js';
import { migrate } from './migrate.js';
import type { Queryable } from './pool.js';
import { prepareDatabase } from './prepare-database.js';

const database = await createTestDatabase();
after(() => database.drop());

interface LiveObject {
  kind: DefinitionKind;
  name: string;
  /** The definition as PostgreSQL prints it back. */
  definition: string;
}

/** Every function, view and trigger of the schema, except those an extension owns. */
async function liveObjects(db: Queryable): Promise<LiveObject[]> {
  const { rows } = await db.query<LiveObject>(`
    SELECT 'functions' AS kind, proc.proname AS name, pg_get_functiondef(proc.oid) AS definition
    FROM pg_proc proc
    WHERE proc.pronamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT FROM pg_depend dependency
                      WHERE dependency.classid = 'pg_proc'::regclass
                        AND dependency.objid = proc.oid AND dependency.deptype = 'e')
    UNION ALL
    SELECT 'views', view.relname, pg_get_viewdef(view.oid)
    FROM pg_class view
    WHERE view.relnamespace = 'public'::regnamespace AND view.relkind IN ('v', 'm')
    UNION ALL
    SELECT 'triggers', trigger.tgname,
      pg_get_triggerdef(trigger.oid) || ' -- enabled ' || trigger.tgenabled::text
    FROM pg_trigger trigger JOIN pg_class rel ON rel.oid = trigger.tgrelid
    WHERE NOT trigger.tgisinternal AND rel.relnamespace = 'public'::regnamespace
    ORDER BY kind, name, definition`);
  return rows;
}

async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await database.ownerPool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

// A CREATE at the start of a line, with the kind and name of what it creates.
const CREATE_STATEMENT =
  /^CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?(FUNCTION|VIEW|TRIGGER)\s+(\w+)/gim;

test('every function, view and trigger is created by exactly one definition file', async () => {
  const files = await definitionFiles();
  for (const file of files) {
    const created = [...file.sql.matchAll(CREATE_STATEMENT)].map(
      ([, kind, name]) => `${kind?.toLowerCase()}s/${name}`,
    );
    assert.deepEqual(
      created,
      [`${file.kind}/${file.name}`],
      `what ${file.kind}/${file.name}.sql creates`,
    );
  }
  const live = (await liveObjects(database.ownerPool)).map(({ kind, name }) => `${kind}/${name}`);
  assert.deepEqual(live, files.map(({ kind, name }) => `${kind}/${name}`).sort());
});

test('the live definitions are what the files say: applying them again changes nothing', async () => {
  const before = await liveObjects(database.ownerPool);
  await withClient(applyDefinitions);
  await withClient(applyDefinitions);
  assert.deepEqual(await liveObjects(database.ownerPool), before);
});

test('a database of the versioned migrations alone is brought to the definitions at start', async () => {
  const previous = await createTestDatabase({ empty: true });
  try {
    const client = await previous.ownerPool.connect();
    try {
      await migrate(client);
      // Drift a start must undo: a function changed by hand, a trigger gone, another disabled.
      await client.query(`CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger
                          LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$`);
      await client.query('DROP TRIGGER ledger_postings_append_only ON ledger_postings');
      await client.query(
        'ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only',
      );
    } finally {
      client.release();
    }
    await prepareDatabase(previous.ownerPool, { remoteBaseUrls: defaultRemoteBaseUrls });
    assert.deepEqual(await liveObjects(previous.ownerPool), await liveObjects(database.ownerPool));
  } finally {
    await previous.drop();
  }
});
