// Data access of the catalogue sync: Hub88's suppliers as providers, its games as catalogue rows
// and their game_code, written in a few set-based statements whatever the catalogue's size.

import type { Queryable } from '../../db/pool.js';
import { HUB88_LAUNCHER } from './launch.js';

export async function supplierGpids(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<{ product: string; gpid: string }>(
    'SELECT product, gpid FROM hub88_suppliers',
  );
  return new Map(rows.map((row) => [row.product, row.gpid]));
}

export async function takenGpids(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ gpid: string }>('SELECT gpid FROM game_providers');
  return new Set(rows.map((row) => row.gpid));
}

export interface NewSupplier {
  product: string;
  gpid: string;
  gplogo: string;
}

export async function insertSupplier(db: Queryable, supplier: NewSupplier): Promise<void> {
  await db.query(
    `INSERT INTO game_providers (gpid, gpname, gplogo, sort, launcher)
     SELECT $1, $2, $3, COALESCE(max(sort), 0) + 1, $4 FROM game_providers`,
    [supplier.gpid, supplier.product, supplier.gplogo, HUB88_LAUNCHER],
  );
  await db.query('INSERT INTO hub88_suppliers (product, gpid) VALUES ($1, $2)', [
    supplier.product,
    supplier.gpid,
  ]);
}

export interface SyncedGame {
  gameCode: string;
  gpid: string;
  code: string;
  category: string;
  name: string;
  thumbnail: string;
  enabled: boolean;
  sort: number;
}

/**
 * Inserts or updates the games and their game_code; a demo provider's game of the same code is
 * left alone. Returns how many rows were created and updated.
 */
export async function upsertGames(
  db: Queryable,
  games: SyncedGame[],
): Promise<{ created: number; updated: number }> {
  const { rows } = await db.query<{ created: boolean }>(
    `WITH listed AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS listed("gameCode" text, gpid text,
         code text, category text, name text, thumbnail text, enabled boolean, sort integer)),
     upserted AS (
       INSERT INTO games AS game (gpid, category, name, code, thumbnail, enabled, sort)
       SELECT gpid, category, name, code, thumbnail, enabled, sort FROM listed
       ON CONFLICT (gpid, code) DO UPDATE SET category = EXCLUDED.category,
         name = EXCLUDED.name, thumbnail = EXCLUDED.thumbnail, enabled = EXCLUDED.enabled,
         sort = EXCLUDED.sort
       WHERE game.engine IS NULL
       RETURNING gpid, code, xmax = 0 AS created),
     mapped AS (
       INSERT INTO hub88_games (game_code, gpid, code)
       SELECT listed."gameCode", listed.gpid, listed.code
       FROM listed JOIN upserted USING (gpid, code)
       ON CONFLICT (game_code) DO UPDATE SET gpid = EXCLUDED.gpid, code = EXCLUDED.code,
         synced_at = now())
     SELECT created FROM upserted`,
    [JSON.stringify(games)],
  );
  const created = rows.filter((row) => row.created).length;
  return { created, updated: rows.length - created };
}

/** Switches off the games Hub88 no longer lists; returns how many. */
export async function disableUnlisted(db: Queryable, listedGameCodes: string[]): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE games game SET enabled = false FROM hub88_games hub88
     WHERE game.gpid = hub88.gpid AND game.code = hub88.code AND game.enabled
       AND NOT hub88.game_code = ANY ($1::text[])`,
    [listedGameCodes],
  );
  return rowCount ?? 0;
}
