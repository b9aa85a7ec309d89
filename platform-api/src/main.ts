// Entry point: database (embedded unless DATABASE_URL), migrations and seed as the tables' owner
// (unless MIGRATIONS=off: a one-shot `migrate` did), then HTTP on a pool of the API's own role
// (db/runtime-role.ts). On SIGTERM it stops gracefully within SHUTDOWN_GRACE_MS.

import { existsSync } from 'node:fs';

import type pg from 'pg';

import { buildApp, type App } from './app.js';
import { encodeFirstViewArtwork } from './modules/assets/index.js';
import { loadConfig } from './config.js';
import {
  EMBEDDED_DATABASE,
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './db/embedded-postgres.js';
import { createPool } from './db/pool.js';
import { prepareForRuntime } from './db/prepare-for-runtime.js';
import { DEMO_RUNTIME_ROLE, runtimeRoleProblems, withCredentials } from './db/runtime-role.js';
import { resealStaffTotpSecrets } from './modules/staff/index.js';
import { describeScreeningList, isProduction, productionProblems } from './production.js';

if (isProduction(process.env)) {
  const problems = productionProblems(process.env);
  if (problems.length > 0) {
    console.error('Refusing to start in production (NODE_ENV=production):');
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
}

const config = loadConfig();
// Which list players are screened against, so a stale or empty one is seen in the logs.
const { screeningListPath } = config.app;
console.info(
  existsSync(screeningListPath)
    ? describeScreeningList(screeningListPath)
    : `Screening list ${screeningListPath} not found: no player matches it (development only)`,
);
const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
let embedded: EmbeddedPostgres | undefined;
/** How long after the start the first view's artwork is encoded (modules/assets). */
const FIRST_VIEW_ARTWORK_DELAY_MS = 5_000;

let pool: pg.Pool | undefined;
let app: App | undefined;
let stopping = false;

/** Connection strings of the tables' owner (migrations) and of the role the API runs as. */
async function databaseUrls(): Promise<{ ownerUrl: string; runtimeUrl: string }> {
  if (config.databaseUrl !== undefined) {
    return {
      ownerUrl: config.migrationDatabaseUrl ?? config.databaseUrl,
      runtimeUrl: config.databaseUrl,
    };
  }
  const { port, dataDir, projectRoot } = config.embeddedPostgres;
  console.info(`Starting embedded PostgreSQL on port ${port} (data in ${dataDir})`);
  embedded = await startEmbeddedPostgres({
    port,
    dataDir,
    projectRoot,
    durable: true,
    log: verbose ? (line) => console.info(`[postgres] ${line}`) : () => undefined,
  });
  await ensureDatabase(embedded.connectionString('postgres'), EMBEDDED_DATABASE);
  // The cluster's superuser owns the tables; the API runs as a login role of its own.
  const ownerUrl = embedded.connectionString(EMBEDDED_DATABASE);
  return {
    ownerUrl,
    runtimeUrl: withCredentials(ownerUrl, DEMO_RUNTIME_ROLE.name, DEMO_RUNTIME_ROLE.password),
  };
}

const poolLogger = {
  // Stopping the embedded server ends the pool's last sockets (57P01): expected, not a failure.
  error: (details: object, message: string) => {
    if (!stopping) console.error(message, details);
  },
};

async function start() {
  const urls = await databaseUrls();
  if (config.migrations) {
    const applied = await prepareForRuntime(urls, config.app.remoteBaseUrls, poolLogger);
    if (applied.length > 0) console.info(`Applied ${applied.join(', ')}`);
  }
  const { runtimeUrl } = urls;

  pool = createPool(runtimeUrl, poolLogger);
  if (isProduction(process.env)) {
    const problems = await runtimeRoleProblems(pool);
    if (problems.length > 0) {
      console.error('Refusing to start in production (NODE_ENV=production):');
      for (const problem of problems) console.error(problem);
      return stop(1);
    }
  }

  app = await buildApp({ pool, settings: config.app, logger: { level: config.logLevel } });
  // Before serving: staff secrets in plaintext (older releases) or under the previous key.
  const resealed = await resealStaffTotpSecrets(pool);
  if (resealed > 0)
    console.info(`Sealed the TOTP secrets of ${resealed} staff members under STAFF_SECRET_KEY`);
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.info(
    `Platform API on http://${shownHost}:${config.port}${config.app.swaggerUi ? ' (OpenAPI UI at /docs)' : ''}`,
  );
  // In the background, a moment after the start so as not to slow its first answers; a variant
  // not yet encoded is encoded on request meanwhile. A shutdown stops it.
  const started = { app, pool };
  setTimeout(() => {
    encodeFirstViewArtwork(started.app, started.pool, { until: () => stopping }).catch(
      (error: unknown) => started.app.log.warn({ err: error }, 'Encoding the first view failed'),
    );
  }, FIRST_VIEW_ARTWORK_DELAY_MS).unref();
}

/**
 * Stops in dependency order: HTTP first (no new connection is accepted, WebSockets close with the
 * reconnect code 1012 so their clients reconnect to another process, in-flight requests finish),
 * then the pool, then PG. Whatever is still open after SHUTDOWN_GRACE_MS is cut: the process
 * exits before the orchestrator's own grace period ends in a SIGKILL.
 */
async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error(`Still shutting down after ${config.shutdownGraceMs} ms: exiting now`);
    process.exit(1);
  }, config.shutdownGraceMs).unref();
  // Fastify closes the connections idle when it starts closing; a kept-alive connection whose
  // request was in flight goes idle later and would hold the server open until its keep-alive
  // timeout, so idle connections are closed as they appear.
  const server = app?.server;
  const closeIdle = setInterval(() => server?.closeIdleConnections(), 100).unref();
  try {
    await app?.close();
    clearInterval(closeIdle);
    await pool?.end();
    await embedded?.stop();
  } catch (error) {
    console.error('Shutdown failed', error);
    exitCode = 1;
  }
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal means "now": exit, and embedded-postgres's exit hook still stops the server.
    if (stopping) process.exit(1);
    console.info(`${signal}: shutting down`);
    void stop(0);
  });
}

start().catch((error: unknown) => {
  console.error('Platform API failed to start', error);
  void stop(1);
});
