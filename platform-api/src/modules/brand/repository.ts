import {
  REMOTE_NAMES,
  type BrandBonusSettings,
  type BrandSummary,
  type Jurisdiction,
  type RemoteName,
  type RemoteRegistryEntry,
  type SpendingOrder,
} from '@croupier/contracts';
import { TypeCompiler } from '@sinclair/typebox/compiler';

import type { Queryable } from '../../db/pool.js';
import { StoredBrandConfigSchema, type StoredBrandConfig } from './schema.js';

export interface BrandRecord {
  id: string;
  name: string;
  config: StoredBrandConfig;
  /** The bonus settings (docs/bonus.md#jurisdiction): columns, not config. */
  jurisdiction: Jurisdiction;
  spendingOrder: SpendingOrder;
}

const storedConfigCheck = TypeCompiler.Compile(StoredBrandConfigSchema);

/** `forUpdate` locks the row until the transaction ends, for a read that is changed and saved. */
export async function findBrand(
  db: Queryable,
  brandId: string,
  { forUpdate = false } = {},
): Promise<BrandRecord | null> {
  const { rows } = await db.query<Omit<BrandRecord, 'config'> & { config: unknown }>(
    `SELECT id, name, config, jurisdiction, spending_order AS "spendingOrder" FROM brands WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [brandId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  // The config column is only written by the seed and operators; a bad one is a server bug.
  if (!storedConfigCheck.Check(row.config)) {
    const [firstError] = storedConfigCheck.Errors(row.config);
    throw new Error(
      `Brand ${brandId} has an invalid config at ${firstError?.path}: ${firstError?.message}`,
    );
  }
  return { ...row, config: row.config };
}

/** Stores the brand's bonus settings that `change` names; the others stay as they are. */
export async function saveBonusSettings(
  db: Queryable,
  brandId: string,
  change: Partial<BrandBonusSettings>,
): Promise<void> {
  await db.query(
    `UPDATE brands SET jurisdiction = COALESCE($2, jurisdiction),
       spending_order = COALESCE($3, spending_order), updated_at = now()
     WHERE id = $1`,
    [brandId, change.jurisdiction ?? null, change.spendingOrder ?? null],
  );
}

/** Stores an operator's change of a brand's config; the seed leaves it alone from then on. */
export async function saveOperatorConfig(
  db: Queryable,
  brandId: string,
  config: StoredBrandConfig,
): Promise<void> {
  await db.query(
    `UPDATE brands SET config = $2, updated_at = now(), changed_by_operator_at = now()
     WHERE id = $1`,
    [brandId, config],
  );
}

export async function brandExists(db: Queryable, brandId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM brands WHERE id = $1', [brandId]);
  return rowCount === 1;
}

/** The brands among `brandIds` (null: every brand), by id. */
export async function listBrandSummaries(
  db: Queryable,
  brandIds: readonly string[] | null,
): Promise<BrandSummary[]> {
  const { rows } = await db.query<BrandSummary>(
    `SELECT id AS "brandId", name FROM brands
     WHERE $1::text[] IS NULL OR id = ANY ($1) ORDER BY id`,
    [brandIds],
  );
  return rows;
}

export async function findBrandIdByDomain(db: Queryable, domain: string): Promise<string | null> {
  const { rows } = await db.query<{ brand_id: string }>(
    'SELECT brand_id FROM brand_domains WHERE domain = $1',
    [domain],
  );
  return rows[0]?.brand_id ?? null;
}

export async function listRemotes(db: Queryable, brandId: string): Promise<RemoteRegistryEntry[]> {
  const { rows } = await db.query<RemoteRegistryEntry>(
    `SELECT name, entry, enabled, version FROM remote_registry WHERE brand_id = $1
     ORDER BY array_position($2::text[], name)`,
    [brandId, REMOTE_NAMES],
  );
  return rows;
}

/** Switches one remote on or off for a brand; null when the brand has no such registry entry. */
export async function setRemoteEnabled(
  db: Queryable,
  brandId: string,
  name: RemoteName,
  enabled: boolean,
): Promise<RemoteRegistryEntry | null> {
  const { rows } = await db.query<RemoteRegistryEntry>(
    `UPDATE remote_registry SET enabled = $3, updated_at = now()
     WHERE brand_id = $1 AND name = $2
     RETURNING name, entry, enabled, version`,
    [brandId, name, enabled],
  );
  return rows[0] ?? null;
}

/** Every host name a brand is served under. */
export async function listBrandDomains(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ domain: string }>(
    'SELECT domain FROM brand_domains ORDER BY brand_id, domain',
  );
  return rows.map((row) => row.domain);
}
