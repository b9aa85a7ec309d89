// What a start does to the database before the API serves, with the tables' owner's connection
// (closed afterwards): creates the API's own role unless the owner runs the API too (development),
// then migrates, applies the definitions, seeds and grants (prepareDatabase). Run by each API
// process at start (MIGRATIONS=on), or once by `pnpm --filter @croupier/platform-api migrate`
// before processes that start with MIGRATIONS=off.

import type pg from 'pg';

import { createPool, type PoolLogger } from './pool.js';
import { prepareDatabase, type PrepareOptions } from './prepare-database.js';
import { connectionPassword, connectionRole, ensureRuntimeRole } from './runtime-role.js';

export async function withPool<T>(
  url: string,
  logger: PoolLogger,
  work: (pool: pg.Pool) => Promise<T>,
): Promise<T> {
  const ownPool = createPool(url, logger);
  try {
    return await work(ownPool);
  } finally {
    await ownPool.end();
  }
}

/** Prepares the database for the API's role of `runtimeUrl`; answers the migrations applied. */
export async function prepareForRuntime(
  urls: { ownerUrl: string; runtimeUrl: string },
  remoteBaseUrls: PrepareOptions['remoteBaseUrls'],
  logger: PoolLogger,
): Promise<string[]> {
  const { ownerUrl, runtimeUrl } = urls;
  // One role for both (DATABASE_URL alone, development only): nothing to create or grant.
  const runtimeRole =
    ownerUrl === runtimeUrl || connectionRole(runtimeUrl) === connectionRole(ownerUrl)
      ? null
      : connectionRole(runtimeUrl);
  const { appliedMigrations } = await withPool(ownerUrl, logger, async (owner) => {
    if (runtimeRole !== null) {
      await ensureRuntimeRole(owner, {
        name: runtimeRole,
        password: connectionPassword(runtimeUrl),
      });
    }
    return prepareDatabase(owner, {
      remoteBaseUrls,
      ...(runtimeRole === null ? {} : { runtimeRole }),
    });
  });
  return appliedMigrations;
}
