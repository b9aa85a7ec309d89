// Applies the SQL files of ./migrations in name order, each once, each in its own transaction.

import { readdir, readFile } from 'node:fs/promises';

import type pg from 'pg';

import { inTransaction } from './pool.js';

const migrationsDir = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/** Runs pending migrations; the caller holds the schema advisory lock. */
export async function migrate(client: pg.PoolClient): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  await client.query(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const { rows } = await client.query<{ version: string }>('SELECT version FROM schema_migrations');
  const appliedVersions = new Set(rows.map((row) => row.version));
  for (const version of appliedVersions) {
    // A database migrated by newer code must not be run by older code.
    if (!files.includes(version)) throw new Error(`Unknown migration applied: ${version}`);
  }

  const newlyApplied: string[] = [];
  for (const file of files) {
    if (appliedVersions.has(file)) continue;
    const sql = await readFile(new URL(file, migrationsDir), 'utf8');
    await inTransaction(client, async () => {
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    }).catch((error: unknown) => {
      throw new Error(`Migration ${file} failed`, { cause: error });
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
