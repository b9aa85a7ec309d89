// Runs every *.test.ts with Node's test runner against a real PostgreSQL: one throwaway embedded
// cluster for the run, a migrated and seeded template database, and (in test/harness.ts) a fresh
// copy of the template per test file. Arguments, if any, keep only the files whose path under src/
// contains one of them: `pnpm test wallet realtime/`.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defaultRemoteBaseUrls } from '../src/config.js';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { createPool } from '../src/db/pool.js';
import { prepareDatabase } from '../src/db/prepare-database.js';
import { DEMO_RUNTIME_ROLE, ensureRuntimeRole } from '../src/db/runtime-role.js';
import { freePort, TEMPLATE_DATABASE } from '../test/harness.js';

const packageRoot = fileURLToPath(new URL('../', import.meta.url));

async function findTestFiles(directory: string, filters: string[]): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const relative = path.relative(directory, file);
      return filters.length === 0 || filters.some((filter) => relative.includes(filter));
    })
    .sort();
}

let testProcess: ChildProcess | undefined;

function runNodeTests(files: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files],
      { cwd: packageRoot, env, stdio: 'inherit' },
    );
    testProcess = child;
    child.on('exit', (code, signal) => {
      if (signal !== null) console.error(`The test runner was killed by ${signal}`);
      resolve(code ?? 1);
    });
  });
}

/** Stops the cluster and deletes its data; set once the cluster runs, safe to call twice. */
let cleanUp: () => Promise<void> = async () => undefined;

async function main(): Promise<number> {
  const files = await findTestFiles(path.join(packageRoot, 'src'), process.argv.slice(2));
  if (files.length === 0) throw new Error('No test files found');

  const dataDir = await mkdtemp(path.join(tmpdir(), 'croupier-test-pg-'));
  const startedAtMs = Date.now();
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    durable: false,
    log: () => undefined,
  });
  let cleaned: Promise<void> | undefined;
  cleanUp = () =>
    (cleaned ??= postgres.stop().then(() => rm(dataDir, { recursive: true, force: true })));
  try {
    const adminUrl = postgres.connectionString('postgres');
    await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
    const pool = createPool(postgres.connectionString(TEMPLATE_DATABASE), {
      error: (details, message) => console.error(message, details),
    });
    // The template is migrated by the owner and grants the API's role its privileges; the copies
    // of it the tests make keep both.
    await ensureRuntimeRole(pool, DEMO_RUNTIME_ROLE);
    await prepareDatabase(pool, {
      remoteBaseUrls: defaultRemoteBaseUrls,
      runtimeRole: DEMO_RUNTIME_ROLE.name,
    });
    // CREATE DATABASE … TEMPLATE needs the template free of connections.
    await pool.end();
    console.info(
      `PostgreSQL ready in ${Date.now() - startedAtMs} ms; running ${files.length} files`,
    );
    return await runNodeTests(files, { ...process.env, TEST_POSTGRES_ADMIN_URL: adminUrl });
  } finally {
    await cleanUp();
  }
}

// Interrupted runs still stop their cluster and delete its data.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the tests and the test cluster`);
    testProcess?.kill(signal);
    void cleanUp().finally(() => process.exit(1));
  });
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    console.error(error);
    void cleanUp().finally(() => process.exit(1));
  },
);
