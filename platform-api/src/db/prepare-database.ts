import type pg from 'pg';

import { applyCheckLists } from './check-lists.js';
import { applyDefinitions } from './definitions.js';
import { migrate } from './migrate.js';
import { inTransaction, withAdvisoryLock } from './pool.js';
import { seed, type SeedOptions } from './seed/seed.js';

// Any constant works; it only has to be the same in every API process.
const SCHEMA_LOCK_KEY = 7_310_001;

/**
 * Migrates, applies the definitions and the listed CHECK constraints, and seeds; API processes starting at once take turns on an
 * advisory lock.
 */
export async function prepareDatabase(
  pool: pg.Pool,
  options: SeedOptions,
): Promise<{ appliedMigrations: string[] }> {
  return withAdvisoryLock(pool, SCHEMA_LOCK_KEY, async (client) => {
    const appliedMigrations = await migrate(client);
    await applyDefinitions(client);
    await applyCheckLists(client);
    await inTransaction(client, () => seed(client, options));
    return { appliedMigrations };
  });
}
