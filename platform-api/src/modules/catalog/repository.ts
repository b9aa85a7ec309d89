import type {
  Country,
  CurrencyListItem,
  Game,
  GameCategory,
  GameEngine,
  GameProvider,
  PaymentChannel,
} from '@croupier/contracts';

import type { GameTheme } from './game-theme.js';

import type { Queryable } from '../../db/pool.js';
import { atCurrencyScale } from '../../money/amounts.js';

type CurrencyType = CurrencyListItem['type'];

/** A currency as the catalogue lists it; `scale` is how many decimal places the ledger keeps. */
export type Currency = CurrencyListItem;

export async function listCountries(db: Queryable): Promise<Country[]> {
  const { rows } = await db.query<Country>(
    'SELECT code, name, dial_code AS "dialCode" FROM countries ORDER BY name',
  );
  return rows;
}

export async function listCurrencies(
  db: Queryable,
  type: CurrencyType | 'all',
): Promise<Currency[]> {
  const { rows } = await db.query<Currency>(
    `SELECT code AS currency, name, type, scale, symbol, logo, networks FROM currencies
     WHERE $1 = 'all' OR type = $1 ORDER BY sort`,
    [type],
  );
  return rows;
}

export async function listPaymentChannels(db: Queryable): Promise<PaymentChannel[]> {
  const { rows } = await db.query<{
    code: string;
    name: string;
    type: PaymentChannel['type'];
    currency: string;
    logo: string;
    min_amount: string;
    max_amount: string;
    scale: number;
  }>(
    `SELECT channel.code, channel.name, channel.type, channel.currency, channel.logo,
            channel.min_amount, channel.max_amount, currency.scale
     FROM payment_channels channel JOIN currencies currency ON currency.code = channel.currency
     ORDER BY channel.sort`,
  );
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    type: row.type,
    currency: row.currency,
    logo: row.logo,
    minAmount: atCurrencyScale(row.min_amount, row.scale),
    maxAmount: atCurrencyScale(row.max_amount, row.scale),
  }));
}

export async function isFiatCurrency(db: Queryable, code: string): Promise<boolean> {
  const { rowCount } = await db.query(
    "SELECT 1 FROM currencies WHERE code = $1 AND type = 'fiat'",
    [code],
  );
  return rowCount === 1;
}

export async function isBankOfCurrency(
  db: Queryable,
  channelCode: string,
  currency: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    "SELECT 1 FROM payment_channels WHERE code = $1 AND type = 'bank' AND currency = $2",
    [channelCode, currency],
  );
  return rowCount === 1;
}

export async function findPaymentChannel(
  db: Queryable,
  code: string,
): Promise<Pick<PaymentChannel, 'code' | 'name' | 'type' | 'currency'> | null> {
  const { rows } = await db.query<Pick<PaymentChannel, 'code' | 'name' | 'type' | 'currency'>>(
    'SELECT code, name, type, currency FROM payment_channels WHERE code = $1',
    [code],
  );
  return rows[0] ?? null;
}

export async function isGameCategory(db: Queryable, code: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM game_categories WHERE code = $1', [code]);
  return rowCount === 1;
}

/** The providers with a playable game, or with a playable game of one category (the originals wait
 * for their pages). */
export async function listGameProviders(
  db: Queryable,
  category: string | 'all',
  /** The brand whose suspended games (disable on demand) are left out; null: none. */
  brandId: string | null = null,
): Promise<GameProvider[]> {
  const { rows } = await db.query<GameProvider>(
    // A provider with no playable game (none yet, or all switched off) is listed nowhere.
    `SELECT gpid, gpname, gplogo FROM game_providers provider
     WHERE EXISTS (
       SELECT 1 FROM games game
       WHERE game.gpid = provider.gpid AND game.enabled AND ($1 = 'all' OR game.category = $1)
         AND play_suspension_reason($2, game.gpid, game.code) IS NULL)
     ORDER BY sort`,
    [category, brandId],
  );
  return rows;
}

export async function listGameCategories(db: Queryable): Promise<GameCategory[]> {
  const { rows } = await db.query<GameCategory>(
    'SELECT code, name, sort FROM game_categories ORDER BY sort',
  );
  return rows;
}

export async function listGames(
  db: Queryable,
  filter: 'all' | 'popular' | 'recommended',
  /** The brand whose suspended games (disable on demand) are left out; null: none. */
  brandId: string | null = null,
): Promise<Game[]> {
  const { rows } = await db.query<Game>(
    `SELECT id, gpid, category, name, code, thumbnail, is_popular AS "isPopular",
            is_recommended AS "isRecommended", sort, engine
     FROM games
     WHERE enabled
       AND ($1 = 'all' OR ($1 = 'popular' AND is_popular) OR ($1 = 'recommended' AND is_recommended))
       AND play_suspension_reason($2, gpid, code) IS NULL
     ORDER BY sort, id`,
    [filter, brandId],
  );
  return rows;
}

/** What plays a game: the catalogue row's engine and theme. */
export interface GameSetup {
  gpid: string;
  code: string;
  name: string;
  /** null: a Hub88 game, played at the aggregator. */
  engine: GameEngine | null;
  theme: GameTheme;
}

/** The enabled game `code` of provider `gpid`, or null when the catalogue has none. */
export async function findGame(
  db: Queryable,
  gpid: string,
  code: string,
): Promise<GameSetup | null> {
  const { rows } = await db.query<GameSetup>(
    'SELECT gpid, code, name, engine, theme FROM games WHERE gpid = $1 AND code = $2 AND enabled',
    [gpid, code],
  );
  return rows[0] ?? null;
}
