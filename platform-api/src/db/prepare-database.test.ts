import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';

import { defaultRemoteBaseUrls } from '../config.js';
import { countRows, createTestDatabase } from '../../test/harness.js';
import { prepareDatabase } from './prepare-database.js';

const TABLES = [
  'countries',
  'currencies',
  'payment_channels',
  'game_providers',
  'brands',
  'remote_registry',
];

test('concurrent starts migrate once and seed idempotently', async () => {
  const database = await createTestDatabase({ empty: true });
  try {
    const options = { remoteBaseUrls: defaultRemoteBaseUrls };
    const results = await Promise.all([
      prepareDatabase(database.ownerPool, options),
      prepareDatabase(database.ownerPool, options),
    ]);
    const applied = results.flatMap((result) => result.appliedMigrations).sort();
    const migrationFiles = (await readdir(new URL('./migrations/', import.meta.url))).sort();
    assert.deepEqual(applied, migrationFiles);
    assert.equal(await countRows(database.ownerPool, 'schema_migrations'), migrationFiles.length);

    const counts = await Promise.all(TABLES.map((table) => countRows(database.ownerPool, table)));
    const again = await prepareDatabase(database.ownerPool, options);
    assert.deepEqual(again.appliedMigrations, []);
    assert.deepEqual(
      await Promise.all(TABLES.map((table) => countRows(database.ownerPool, table))),
      counts,
    );
    // The seeded ten and the platform's own originals (migration 0051).
    assert.equal(await countRows(database.ownerPool, 'game_providers'), 11);
    assert.equal(await countRows(database.ownerPool, 'game_categories'), 8);
  } finally {
    await database.drop();
  }
});

test('remote registry entries follow the configured base URLs', async () => {
  const database = await createTestDatabase({ empty: true });
  try {
    await prepareDatabase(database.ownerPool, { remoteBaseUrls: defaultRemoteBaseUrls });
    await prepareDatabase(database.ownerPool, {
      remoteBaseUrls: { ...defaultRemoteBaseUrls, games: 'https://cdn.example/games' },
    });
    const { rows } = await database.ownerPool.query(
      "SELECT brand_id, entry FROM remote_registry WHERE name = 'games' ORDER BY brand_id",
    );
    assert.deepEqual(rows, [
      { brand_id: 'croupier', entry: 'https://cdn.example/games/mf-manifest.json' },
      { brand_id: 'lagoon', entry: 'https://cdn.example/games/mf-manifest.json' },
    ]);
  } finally {
    await database.drop();
  }
});

test('a database migrated by newer code is refused', async () => {
  const database = await createTestDatabase({ empty: true });
  try {
    const options = { remoteBaseUrls: defaultRemoteBaseUrls };
    await prepareDatabase(database.ownerPool, options);
    await database.ownerPool.query(
      "INSERT INTO schema_migrations (version) VALUES ('9999_future.sql')",
    );
    await assert.rejects(prepareDatabase(database.ownerPool, options), /Unknown migration applied/);
  } finally {
    await database.drop();
  }
});
