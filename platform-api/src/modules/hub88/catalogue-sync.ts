// Imports Hub88's catalogue (game/list): its suppliers as providers, its games under them in the
// site's categories. A re-run updates what it imported before and never duplicates it.

import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { assetUrls } from '../assets/index.js';
import {
  disableUnlisted,
  insertSupplier,
  supplierGpids,
  takenGpids,
  upsertGames,
  type SyncedGame,
} from './catalogue-repository.js';
import { catalogueCodeOf, newSupplierGpid, siteCategoryOf } from './catalogue-mapping.js';
import type { Hub88Call } from './games-client.js';

const ListedGame = TypeCompiler.Compile(
  Type.Object({
    game_code: Type.String({ minLength: 1, maxLength: 255 }),
    name: Type.String({ minLength: 1 }),
    product: Type.String({ minLength: 1, maxLength: 100 }),
    category: Type.String(),
    enabled: Type.Boolean(),
    url_thumb: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
);

/** Where Hub88's games sort: after the catalogue's own, in Hub88's order. */
const SORT_AFTER_OWN_GAMES = 10_000;

export interface SyncReport {
  suppliers: number;
  created: number;
  updated: number;
  disabled: number;
  /** Entries of the list that were malformed or whose code clashes with a demo game. */
  skipped: number;
}

export async function syncHub88Games(pool: pg.Pool, hub88: Hub88Call): Promise<SyncReport> {
  const list = await hub88('game/list', {});
  const entries = Array.isArray(list) ? list : [];
  const listed = entries.filter((entry) => ListedGame.Check(entry));
  return withTransaction(pool, async (client) => {
    const suppliers = await supplierGpids(client);
    const taken = await takenGpids(client);
    for (const product of new Set(listed.map((game) => game.product))) {
      if (suppliers.has(product)) continue;
      const gpid = newSupplierGpid(product, taken);
      await insertSupplier(client, { product, gpid, gplogo: assetUrls.providerLogo(gpid) });
      suppliers.set(product, gpid);
      taken.add(gpid);
    }
    const seen = new Set<string>();
    const games: SyncedGame[] = listed.flatMap((game, index) => {
      const code = catalogueCodeOf(game.game_code);
      const gpid = suppliers.get(game.product);
      // Two of Hub88's codes may map onto one catalogue code: the first listed keeps it.
      if (code === null || gpid === undefined || seen.has(`${gpid}/${code}`)) return [];
      seen.add(`${gpid}/${code}`);
      return [
        {
          gameCode: game.game_code,
          gpid,
          code,
          category: siteCategoryOf(game.category),
          name: game.name,
          thumbnail: game.url_thumb ?? '',
          enabled: game.enabled,
          sort: SORT_AFTER_OWN_GAMES + index,
        },
      ];
    });
    const { created, updated } = await upsertGames(client, games);
    const disabled = await disableUnlisted(
      client,
      games.map((game) => game.gameCode),
    );
    return {
      suppliers: new Set(games.map((game) => game.gpid)).size,
      created,
      updated,
      disabled,
      skipped: entries.length - created - updated,
    };
  });
}
