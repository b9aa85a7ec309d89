import type { Queryable } from '../../db/pool.js';
import type { GameArtwork } from './svg.js';

export async function findProviderName(db: Queryable, gpid: string): Promise<string | null> {
  const { rows } = await db.query<{ gpname: string }>(
    'SELECT gpname FROM game_providers WHERE gpid = $1',
    [gpid],
  );
  return rows[0]?.gpname ?? null;
}

export async function findCurrencySymbol(db: Queryable, code: string): Promise<string | null> {
  const { rows } = await db.query<{ symbol: string }>(
    'SELECT symbol FROM currencies WHERE code = $1',
    [code],
  );
  return rows[0]?.symbol ?? null;
}

export async function paymentChannelExists(db: Queryable, code: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM payment_channels WHERE code = $1', [code]);
  return rowCount === 1;
}

/** A promotion's title in `language` where it is written in it, else in the brand's default. */
export async function findPromotionTitle(
  db: Queryable,
  brandId: string,
  slug: string,
  language: string | undefined,
): Promise<string | null> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT text.title FROM content_texts text JOIN brands brand ON brand.id = text.brand_id
     WHERE text.brand_id = $1 AND text.kind = 'promotion' AND text.slug = $2
       AND text.language IN ($3, brand.config ->> 'defaultLanguage')
     ORDER BY text.language = $3 DESC
     LIMIT 1`,
    [brandId, slug, language ?? null],
  );
  return rows[0]?.title ?? null;
}

export interface GameArtworkRecord extends Omit<GameArtwork, 'theme'> {
  gpname: string;
  /** Null for a game no demo engine runs (an aggregator's, an original). */
  theme: GameArtwork['theme'] | null;
}

export async function findGameArtwork(
  db: Queryable,
  gpid: string,
  code: string,
): Promise<GameArtworkRecord | null> {
  const { rows } = await db.query<GameArtworkRecord>(
    `SELECT game.gpid, game.code, game.name, game.category, game.theme, provider.gpname
     FROM games game JOIN game_providers provider ON provider.gpid = game.gpid
     WHERE game.gpid = $1 AND game.code = $2`,
    [gpid, code],
  );
  return rows[0] ?? null;
}
