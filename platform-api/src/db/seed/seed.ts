// Upserts the demo data, so every start leaves the seeded rows as this code describes them.
// Rows the seed does not know (players, games added later) are left alone.

import { REMOTE_NAMES, type RemoteName } from '@croupier/contracts';
import type pg from 'pg';

import { assetUrls } from '../../modules/assets/index.js';
import { openJackpot } from '../../modules/jackpot/index.js';
import { HOUSE_ROLES } from '../../money/ledger-lists.js';
import { drawHistoryOfNewMarkets } from '../../modules/lottery/index.js';
import { cashbackOffer, welcomeOffer } from './bonus-offer-data.js';
import { brands } from './brand-data.js';
import {
  countries,
  currencies,
  gameCategories,
  gameProviders,
  paymentChannels,
} from './catalog-data.js';
import { contentByBrand } from './content-data.js';
import { seedContent } from './seed-content.js';
import { games, lotteryMarkets, originals } from './game-data.js';
import { exchangeRates, walletLimits } from './wallet-data.js';

export interface SeedOptions {
  /** Base URL per remote; the registry entry is `<base>/mf-manifest.json`. */
  remoteBaseUrls: Record<RemoteName, string>;
}

const REMOTE_VERSION = '0.1.0';

/** Seed rows with `sort` numbering them in the order of their list, from 1. */
const inListOrder = <Row, Seed>(rows: readonly Row[], toSeed: (row: Row) => Seed) =>
  rows.map((row, index) => ({ ...toSeed(row), sort: index + 1 }));

/** Runs on a client already inside a transaction. */
export async function seed(client: pg.PoolClient, options: SeedOptions): Promise<void> {
  const json = (rows: unknown[]) => JSON.stringify(rows);

  await client.query(
    `INSERT INTO countries (code, name, dial_code)
     SELECT code, name, dial_code FROM jsonb_to_recordset($1::jsonb)
       AS seed(code text, name text, dial_code text)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, dial_code = excluded.dial_code`,
    [json(countries)],
  );

  await client.query(
    `INSERT INTO currencies (code, name, type, scale, symbol, logo, networks, sort)
     SELECT code, name, type, scale, symbol, logo, networks, sort FROM jsonb_to_recordset($1::jsonb)
       AS seed(code text, name text, type text, scale smallint, symbol text, logo text,
               networks text[], sort integer)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, type = excluded.type,
       scale = excluded.scale, symbol = excluded.symbol, logo = excluded.logo,
       networks = excluded.networks, sort = excluded.sort`,
    [
      json(
        inListOrder(currencies, (currency) => ({
          ...currency,
          logo: assetUrls.currencyLogo(currency.code),
        })),
      ),
    ],
  );

  await client.query(
    `INSERT INTO payment_channels (code, name, type, currency, logo, min_amount, max_amount, sort)
     SELECT code, name, type, currency, logo, min_amount, max_amount, sort
     FROM jsonb_to_recordset($1::jsonb)
       AS seed(code text, name text, type text, currency text, logo text, min_amount numeric,
               max_amount numeric, sort integer)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, type = excluded.type,
       currency = excluded.currency, logo = excluded.logo, min_amount = excluded.min_amount,
       max_amount = excluded.max_amount, sort = excluded.sort`,
    [
      json(
        inListOrder(paymentChannels, (channel) => ({
          ...channel,
          logo: assetUrls.channelLogo(channel.code),
        })),
      ),
    ],
  );

  await client.query(
    `INSERT INTO game_categories (code, name, sort)
     SELECT code, name, sort FROM jsonb_to_recordset($1::jsonb)
       AS seed(code text, name text, sort integer)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, sort = excluded.sort`,
    [json(inListOrder(gameCategories, (category) => category))],
  );

  await client.query(
    `INSERT INTO game_providers (gpid, gpname, gplogo, sort)
     SELECT gpid, gpname, gplogo, sort FROM jsonb_to_recordset($1::jsonb)
       AS seed(gpid text, gpname text, gplogo text, sort integer)
     ON CONFLICT (gpid) DO UPDATE SET gpname = excluded.gpname, gplogo = excluded.gplogo,
       sort = excluded.sort`,
    [
      json(
        inListOrder(gameProviders, ({ gpid, gpname }) => ({
          gpid,
          gpname,
          gplogo: assetUrls.providerLogo(gpid),
        })),
      ),
    ],
  );

  await client.query(
    `INSERT INTO games (gpid, category, name, code, thumbnail, engine, theme, is_popular,
                        is_recommended, sort, jackpot_trigger)
     SELECT gpid, category, name, code, thumbnail, engine, theme, is_popular, is_recommended, sort,
            engine = 'slot'
     FROM jsonb_to_recordset($1::jsonb)
       AS seed(gpid text, category text, name text, code text, thumbnail text, engine text,
               theme jsonb, is_popular boolean, is_recommended boolean, sort integer)
     ON CONFLICT (gpid, code) DO UPDATE SET category = excluded.category, name = excluded.name,
       thumbnail = excluded.thumbnail, engine = excluded.engine, theme = excluded.theme,
       is_popular = excluded.is_popular, is_recommended = excluded.is_recommended,
       sort = excluded.sort, jackpot_trigger = excluded.jackpot_trigger`,
    [
      json(
        inListOrder(games, (game) => ({
          gpid: game.gpid,
          category: game.category,
          name: game.name,
          code: game.code,
          thumbnail: assetUrls.gameThumbnail(game.gpid, game.code),
          engine: game.engine,
          theme: game.theme,
          is_popular: game.isPopular,
          is_recommended: game.isRecommended,
        })),
      ),
    ],
  );

  // The originals' rows come from their migration; the seed gives them artwork and lists them.
  await client.query(
    `UPDATE games SET enabled = true, thumbnail = seed.thumbnail, sort = seed.sort
     FROM jsonb_to_recordset($1::jsonb) AS seed(code text, thumbnail text, sort integer)
     WHERE games.gpid = 'ORIG' AND games.code = seed.code`,
    [
      json(
        // After the demo catalogue in the lobby's order; their provider leads the provider list.
        originals.map((code, index) => ({
          code,
          sort: games.length + index + 1,
          thumbnail: assetUrls.gameThumbnail('ORIG', code),
        })),
      ),
    ],
  );
  await client.query(`UPDATE game_providers SET gplogo = $1 WHERE gpid = 'ORIG'`, [
    assetUrls.providerLogo('ORIG'),
  ]);

  await client.query(
    `INSERT INTO lottery_markets (code, name, digits, draw_interval_minutes, sort)
     SELECT code, name, digits, draw_interval_minutes, sort FROM jsonb_to_recordset($1::jsonb)
       AS seed(code text, name text, digits smallint, draw_interval_minutes integer, sort integer)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, digits = excluded.digits,
       draw_interval_minutes = excluded.draw_interval_minutes, sort = excluded.sort`,
    [
      json(
        inListOrder(lotteryMarkets, (market) => ({
          code: market.code,
          name: market.name,
          digits: market.digits,
          draw_interval_minutes: market.drawIntervalMinutes,
        })),
      ),
    ],
  );
  await drawHistoryOfNewMarkets(client, new Date());

  await client.query(
    `INSERT INTO wallet_limits (currency, min_deposit, max_deposit, min_withdraw, max_withdraw)
     SELECT currency, min_deposit, max_deposit, min_withdraw, max_withdraw
     FROM jsonb_to_recordset($1::jsonb)
       AS seed(currency text, min_deposit numeric, max_deposit numeric, min_withdraw numeric,
               max_withdraw numeric)
     ON CONFLICT (currency) DO UPDATE SET min_deposit = excluded.min_deposit,
       max_deposit = excluded.max_deposit, min_withdraw = excluded.min_withdraw,
       max_withdraw = excluded.max_withdraw`,
    [json(walletLimits)],
  );

  // The house holds one account per role and currency from the start; balances are left alone.
  // A jackpot pool belongs to a brand: it comes with the brand's jackpot.
  await client.query(
    `INSERT INTO ledger_accounts (house_role, currency)
     SELECT role, currency.code FROM currencies currency CROSS JOIN unnest($1::text[]) AS role
     WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts account
                       WHERE account.house_role = role AND account.currency = currency.code)
     ON CONFLICT DO NOTHING`,
    [HOUSE_ROLES.filter((role) => role !== 'jackpot_pool')],
  );

  // Operators own rates once they exist (POST /admin/v1/rates): the seed only adds missing pairs.
  await client.query(
    `INSERT INTO exchange_rates (currency, target_currency, rate, spread)
     SELECT currency, target_currency, rate, spread FROM jsonb_to_recordset($1::jsonb)
       AS seed(currency text, target_currency text, rate numeric, spread numeric)
     ON CONFLICT (currency, target_currency) DO NOTHING`,
    [json(exchangeRates)],
  );

  for (const brand of brands) {
    await client.query(
      `INSERT INTO brands (id, name, config) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, config = excluded.config,
         updated_at = now()
       WHERE brands.changed_by_operator_at IS NULL
         AND (brands.name, brands.config) IS DISTINCT FROM (excluded.name, excluded.config)`,
      [brand.id, brand.name, brand.config],
    );
    await client.query(
      `INSERT INTO brand_domains (domain, brand_id) SELECT unnest($1::text[]), $2
       ON CONFLICT (domain) DO UPDATE SET brand_id = excluded.brand_id`,
      [brand.domains, brand.id],
    );
    await client.query(
      `INSERT INTO referral_programmes (brand_id, enabled, commission_percent)
       VALUES ($1, $2, $3) ON CONFLICT (brand_id) DO NOTHING`,
      [brand.id, brand.referralProgramme.enabled, brand.referralProgramme.commissionPercent],
    );
    // Every other protection setting starts at its column's default.
    await client.query(
      `INSERT INTO brand_protection
         (brand_id, base_currency, aml_threshold, verify_before_withdrawal, large_win_threshold,
          large_wager_threshold, large_payment_threshold, large_daily_win_threshold)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (brand_id) DO NOTHING`,
      [
        brand.id,
        brand.protection.baseCurrency,
        brand.protection.amlThreshold,
        brand.protection.verifyBeforeWithdrawal,
        brand.protection.significant.largeWin,
        brand.protection.significant.largeWager,
        brand.protection.significant.largePayment,
        brand.protection.significant.largeDailyWin,
      ],
    );
    await openJackpot(client, { brandId: brand.id, ...brand.jackpot });
    const remotes = REMOTE_NAMES.map((name) => ({
      name,
      entry: `${options.remoteBaseUrls[name]}/mf-manifest.json`,
      enabled: brand.enabledRemotes[name],
    }));
    await client.query(
      `INSERT INTO remote_registry (brand_id, name, entry, enabled, version)
       SELECT $1, name, entry, enabled, $3 FROM jsonb_to_recordset($2::jsonb)
         AS seed(name text, entry text, enabled boolean)
       -- Where a remote lives follows the deployment's configuration until a release moves it;
       -- whether a brand has it switched on belongs to the operator (admin API) once seeded.
       ON CONFLICT (brand_id, name) DO UPDATE SET entry = excluded.entry,
         version = excluded.version, updated_at = now()
       WHERE NOT remote_registry.released
         AND (remote_registry.entry, remote_registry.version)
           IS DISTINCT FROM (excluded.entry, excluded.version)`,
      [brand.id, json(remotes), REMOTE_VERSION],
    );
    const content = contentByBrand[brand.id];
    if (content === undefined) throw new Error(`No seed content for brand ${brand.id}`);
    await seedContent(client, brand.id, content);
    // Once per brand and kind: an operator who archived one made that choice, and a start must
    // not undo it.
    for (const [kind, offer] of [
      ['welcome', welcomeOffer],
      ['cashback', cashbackOffer],
    ] as const) {
      await client.query(
        `INSERT INTO bonus_offers (brand_id, kind, name, terms)
         SELECT $1, $2, $3, $4
         WHERE NOT EXISTS (SELECT 1 FROM bonus_offers WHERE brand_id = $1 AND kind = $2)`,
        [brand.id, kind, offer.name, offer.terms],
      );
    }
  }
}
