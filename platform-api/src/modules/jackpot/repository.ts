// The jackpots table and each brand's pool (docs/jackpot.md): POOL_SHARDS ledger accounts, whose
// sum is the pool. Pools are written only by ledger transfers: here they are created, read and
// locked.

import type { Queryable } from '../../db/pool.js';

/** How many shards a pool is split into, as the house's game_settlement is. */
export const POOL_SHARDS = 16;

/** A brand's jackpot and its pool, amounts as NUMERIC text. */
export interface JackpotPool {
  brandId: string;
  currency: string;
  scale: number;
  contributionRate: string;
  seedAmount: string;
  active: boolean;
  /** The most one win pays. */
  maxPayout: string;
  /** The sum of the pool's shards. */
  poolBalance: string;
}

/** One shard of a pool: its ledger account. */
export interface PoolShard {
  accountId: string;
  shard: number;
  balance: string;
}

export async function findJackpotPool(db: Queryable, brandId: string): Promise<JackpotPool | null> {
  const { rows } = await db.query<JackpotPool>({
    name: 'jackpot-find-pool',
    text: `
      SELECT jackpot.brand_id AS "brandId", jackpot.currency, currency.scale,
             jackpot.contribution_rate::text AS "contributionRate",
             jackpot.seed_amount::text AS "seedAmount", jackpot.active,
             jackpot.max_payout::text AS "maxPayout",
             sum(pool.balance)::text AS "poolBalance"
      FROM jackpots jackpot
      JOIN currencies currency ON currency.code = jackpot.currency
      JOIN ledger_accounts pool
        ON pool.brand_id = jackpot.brand_id AND pool.currency = jackpot.currency
      WHERE jackpot.brand_id = $1
      GROUP BY jackpot.brand_id, currency.code`,
    values: [brandId],
  });
  return rows[0] ?? null;
}

/**
 * Every shard of the brand's pool in `currency`, in shard order, locked until the transaction
 * ends: a win holds them while it pays and reseeds, so a concurrent win waits and then sees the
 * reseeded pool, and a bet whose contribution reaches a held shard waits for the win.
 */
export async function lockPoolShards(
  db: Queryable,
  brandId: string,
  currency: string,
): Promise<PoolShard[]> {
  const { rows } = await db.query<PoolShard>({
    name: 'jackpot-lock-pool-shards',
    text: `SELECT id AS "accountId", shard, balance::text FROM ledger_accounts
           WHERE brand_id = $1 AND currency = $2 ORDER BY shard FOR UPDATE`,
    values: [brandId, currency],
  });
  return rows;
}

export interface JackpotSettings {
  brandId: string;
  currency: string;
  contributionRate: string;
  seedAmount: string;
  active: boolean;
  maxPayout: string;
}

/**
 * The brand's jackpot and its empty pool, unless they exist: operators own them from then on. A
 * new jackpot allows the providers that have a game triggering jackpots.
 */
export async function insertJackpot(db: Queryable, settings: JackpotSettings): Promise<void> {
  const inserted = await db.query(
    `INSERT INTO jackpots (brand_id, currency, contribution_rate, seed_amount, active, max_payout)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (brand_id) DO NOTHING`,
    [
      settings.brandId,
      settings.currency,
      settings.contributionRate,
      settings.seedAmount,
      settings.active,
      settings.maxPayout,
    ],
  );
  if (inserted.rowCount === 1) {
    await db.query(
      `INSERT INTO jackpot_providers (brand_id, gpid)
       SELECT DISTINCT $1::text, gpid FROM games WHERE jackpot_trigger`,
      [settings.brandId],
    );
  }
  await db.query(
    `INSERT INTO ledger_accounts (house_role, currency, brand_id, shard)
     SELECT 'jackpot_pool', currency, brand_id, number
     FROM jackpots CROSS JOIN generate_series(0, $2::int - 1) AS number
     WHERE brand_id = $1 ORDER BY number
     ON CONFLICT DO NOTHING`,
    [settings.brandId, POOL_SHARDS],
  );
}

/**
 * What the transfer of `key` paid out of the pool's shards `shardAccountIds`, or null when it was
 * never written.
 */
export async function paidOutOfPool(
  db: Queryable,
  key: string,
  shardAccountIds: string[],
): Promise<string | null> {
  const { rows } = await db.query<{ paid: string }>(
    `SELECT (-sum(posting.amount))::text AS paid
     FROM ledger_transfers transfer
     JOIN ledger_postings posting ON posting.transfer_id = transfer.id
     WHERE transfer.idempotency_key = $1 AND posting.account_id = ANY ($2::bigint[])
     GROUP BY transfer.id`,
    [key, shardAccountIds],
  );
  return rows[0]?.paid ?? null;
}

/** The rules an operator changes; the currency stays, as the pool holds money in it. */
export interface JackpotRulesChange {
  contributionRate?: string;
  seedAmount?: string;
  active?: boolean;
  maxPayout?: string;
  /** Replaces the providers allowed to pay the jackpot. */
  providers?: string[];
}

/** Changes the brand's rules; false when the brand has no jackpot. Bets after it use them. */
export async function updateJackpotRules(
  db: Queryable,
  brandId: string,
  change: JackpotRulesChange,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jackpots SET contribution_rate = coalesce($2, contribution_rate),
       seed_amount = coalesce($3, seed_amount), active = coalesce($4, active),
       max_payout = coalesce($5, max_payout)
     WHERE brand_id = $1`,
    [
      brandId,
      change.contributionRate ?? null,
      change.seedAmount ?? null,
      change.active ?? null,
      change.maxPayout ?? null,
    ],
  );
  if (rowCount === 1 && change.providers !== undefined) {
    await db.query('DELETE FROM jackpot_providers WHERE brand_id = $1', [brandId]);
    await db.query(`INSERT INTO jackpot_providers (brand_id, gpid) SELECT $1, unnest($2::text[])`, [
      brandId,
      change.providers,
    ]);
  }
  return rowCount === 1;
}

/** The providers allowed to pay the brand's jackpot, by gpid. */
export async function findJackpotProviders(db: Queryable, brandId: string): Promise<string[]> {
  const { rows } = await db.query<{ gpid: string }>(
    'SELECT gpid FROM jackpot_providers WHERE brand_id = $1 ORDER BY gpid',
    [brandId],
  );
  return rows.map((row) => row.gpid);
}

/** Those of `gpids` that are no provider of the catalogue. */
export async function unknownProviders(db: Queryable, gpids: string[]): Promise<string[]> {
  const { rows } = await db.query<{ gpid: string }>(
    `SELECT gpid FROM unnest($1::text[]) AS listed (gpid)
     WHERE NOT EXISTS (SELECT FROM game_providers provider WHERE provider.gpid = listed.gpid)`,
    [gpids],
  );
  return rows.map((row) => row.gpid);
}

/**
 * Whether `gpid` may pay the brand's jackpot for `roundId`: the brand allows that provider, and
 * the round's game declares a jackpot trigger. Anything else is a provider's secret reaching for
 * the pool.
 */
export async function isJackpotRound(
  db: Queryable,
  win: { brandId: string; gpid: string; roundId: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT FROM rounds round
     JOIN games game ON game.gpid = round.gpid AND game.code = round.game_code
     JOIN jackpot_providers allowed ON allowed.gpid = round.gpid AND allowed.brand_id = $1
     WHERE round.gpid = $2 AND round.round_id = $3 AND game.jackpot_trigger`,
    [win.brandId, win.gpid, win.roundId],
  );
  return rowCount === 1;
}
