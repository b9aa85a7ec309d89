// The one-shot `pnpm --filter @croupier/platform-api migrate` (src/migrate-main.ts): prepares the
// database as the owner and exits 0, and refuses, exiting 1, what it cannot prepare safely.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';

import { createTestDatabase } from '../test/harness.js';

const packageRoot = fileURLToPath(new URL('../', import.meta.url));
const database = await createTestDatabase();
after(() => database.drop());

function migrate(env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _url, MIGRATION_DATABASE_URL: _owner, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/migrate-main.ts'], {
    cwd: packageRoot,
    env: { ...inherited, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test('prepares the database as its owner, then exits 0; again, it has nothing to apply', async () => {
  const run = migrate({ DATABASE_URL: database.url, MIGRATION_DATABASE_URL: database.ownerUrl });
  assert.equal(run.status, 0, run.output);
  assert.match(run.output, /No migration to apply/);
  // The API's role was granted what it uses again.
  const { rows } = await database.pool.query<{ count: string }>('SELECT count(*) FROM brands');
  assert.ok(Number(rows[0]?.count) > 0);
});

test('never starts an embedded database: without DATABASE_URL it refuses', () => {
  const run = migrate({});
  assert.equal(run.status, 1, run.output);
  assert.match(run.output, /DATABASE_URL is unset/);
});

test('in production, refuses to migrate as the role the API runs as', () => {
  const run = migrate({
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    MIGRATION_DATABASE_URL: database.url,
  });
  assert.equal(run.status, 1, run.output);
  assert.match(run.output, /log in as the same role/);
});
