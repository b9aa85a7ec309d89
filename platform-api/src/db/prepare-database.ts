import type pg from 'pg';

import { applyCheckLists } from './check-lists.js';
import { applyDefinitions } from './definitions.js';
import { migrate } from './migrate.js';
import { inTransaction, withAdvisoryLock } from './pool.js';
import { grantRuntimePrivileges } from './runtime-role.js';
import { seed, type SeedOptions } from './seed/seed.js';

// Any constant works; it only has to be the same in every API process.
const SCHEMA_LOCK_KEY = 7_310_001;

export interface PrepareOptions extends SeedOptions {
  /** The role the API runs as, when it is not the pool's (the owner's): granted what it uses. */
  runtimeRole?: string;
}

/**
 * Migrates, applies the definitions and the listed CHECK constraints, seeds, and grants the
 * runtime role its privileges; `pool` connects as the tables' owner. API processes starting at
 * once take turns on an advisory lock.
 */
export async function prepareDatabase(
  pool: pg.Pool,
  options: PrepareOptions,
): Promise<{ appliedMigrations: string[] }> {
  return withAdvisoryLock(pool, SCHEMA_LOCK_KEY, async (client) => {
    const appliedMigrations = await migrate(client);
    await applyDefinitions(client);
    await applyCheckLists(client);
    await inTransaction(client, () => seed(client, options));
    const { runtimeRole } = options;
    if (runtimeRole !== undefined) {
      await inTransaction(client, () => grantRuntimePrivileges(client, runtimeRole));
    }
    return { appliedMigrations };
  });
}
