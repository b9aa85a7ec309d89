// The progressive jackpot's rules (docs/jackpot.md). Bets contribute in SQL (jackpot_contribution, a
// posting of the bet's transfer, game_wallet_post_bet); a win pays the whole pool to the player and reseeds it
// from the house, each a ledger transfer.

import assert from 'node:assert/strict';

import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { Money, atCurrencyScale } from '../../money/amounts.js';
import { accountIds, houseAccount, transfer, transferLocked } from '../ledger/index.js';
import {
  findJackpotPool,
  insertJackpot,
  lockPoolShards,
  paidOutOfPool,
  type JackpotPool,
  type JackpotSettings,
  type PoolShard,
} from './repository.js';

/** What visitors see of a brand's jackpot. */
export interface JackpotView {
  currency: string;
  isActive: boolean;
  /** The pool's balance at the currency's scale. */
  totalJackpot: string;
}

export async function currentJackpot(db: Queryable, brandId: string): Promise<JackpotView | null> {
  const pool = await findJackpotPool(db, brandId);
  return pool === null ? null : viewOf(pool);
}

function viewOf(pool: JackpotPool): JackpotView {
  return {
    currency: pool.currency,
    isActive: pool.active,
    totalJackpot: atCurrencyScale(pool.poolBalance, pool.scale),
  };
}

/**
 * Sets up the brand's jackpot with its pool holding the seed (in its first shard), unless it
 * exists. The seed's ledger key names the brand, so it is put in once.
 */
export async function openJackpot(client: pg.PoolClient, settings: JackpotSettings): Promise<void> {
  await insertJackpot(client, settings);
  const pool = await findJackpotPool(client, settings.brandId);
  assert.ok(pool !== null, `jackpot of brand ${settings.brandId}`);
  const [seedShard] = await lockPoolShards(client, pool.brandId, pool.currency);
  assert.ok(seedShard !== undefined, `pool of brand ${settings.brandId}`);
  const [seedAccountId] = await accountIds(client, [houseAccount('jackpot_seed', pool.currency)]);
  await transfer(client, {
    idempotencyKey: `jackpot-seed:${pool.brandId}`,
    kind: 'jackpot_seed',
    postings: [
      { accountId: seedAccountId, amount: new Money(pool.seedAmount).negated() },
      { accountId: seedShard.accountId, amount: new Money(pool.seedAmount) },
    ],
    meta: { brandId: pool.brandId },
  });
}

export interface JackpotWin {
  brandId: string;
  currency: string;
  /** The winner's account, locked by the caller. */
  playerAccountId: string;
  /** One per win: a repeat pays nothing more and answers what the first paid. */
  idempotencyKey: string;
  meta: Record<string, string>;
}

export interface JackpotPayout {
  /** What the win paid, at the currency's scale. */
  paid: string;
  /** false for a repeat of a win already paid. */
  applied: boolean;
}

/**
 * Pays the brand's pool to the player, up to its cap, then tops it back up to its seed from the
 * house (`jackpot_seed`), in the caller's transaction. Every shard of the pool stays locked until
 * that commits, so a concurrent win waits and then pays the reseeded pool: no pool is ever paid
 * twice. Null when the brand has no active jackpot in `currency`.
 */
export async function payJackpot(
  client: pg.PoolClient,
  win: JackpotWin,
): Promise<JackpotPayout | null> {
  const pool = await findJackpotPool(client, win.brandId);
  if (pool === null || !pool.active || pool.currency !== win.currency) return null;
  const shards = await lockPoolShards(client, pool.brandId, pool.currency);
  const [seedShard] = shards;
  assert.ok(seedShard !== undefined, `pool of ${pool.brandId}`);
  const paidBefore = await paidOutOfPool(
    client,
    win.idempotencyKey,
    shards.map((shard) => shard.accountId),
  );
  if (paidBefore !== null) {
    return { paid: atCurrencyScale(paidBefore, pool.scale), applied: false };
  }
  // Every win reseeds the pool and bets only add to it, so it is never empty. A win pays at most
  // the brand's cap (cut to the currency's scale); the rest stays in the pool.
  const balance = shards.reduce((sum, shard) => sum.plus(shard.balance), new Money(0));
  assert.ok(balance.gt(0), `pool of ${pool.brandId} empty`);
  const paid = Money.min(balance, new Money(pool.maxPayout).toDecimalPlaces(pool.scale));
  assert.ok(paid.gt(0), `jackpot cap of ${pool.brandId} below the currency's scale`);
  const payout = await transferLocked(client, {
    idempotencyKey: win.idempotencyKey,
    kind: 'jackpot_win',
    postings: [...takenFromShards(shards, paid), { accountId: win.playerAccountId, amount: paid }],
    meta: win.meta,
  });
  assert.ok(payout.applied, `jackpot win ${win.idempotencyKey} paid before`);
  // The house tops the pool back up to its seed, in its first shard.
  const topUp = new Money(pool.seedAmount).minus(balance.minus(paid));
  if (topUp.gt(0)) {
    const [seedAccountId] = await accountIds(client, [houseAccount('jackpot_seed', pool.currency)]);
    const seedKey = `${win.idempotencyKey}:seed`;
    const reseed = await transferLocked(client, {
      idempotencyKey: seedKey,
      kind: 'jackpot_seed',
      postings: [
        { accountId: seedAccountId, amount: topUp.negated() },
        { accountId: seedShard.accountId, amount: topUp },
      ],
      meta: { brandId: pool.brandId, ...win.meta },
    });
    assert.ok(reseed.applied, `jackpot seed ${seedKey} put in before`);
  }
  return { paid: atCurrencyScale(paid, pool.scale), applied: true };
}

/**
 * The postings that take `amount` out of the pool: each shard emptied in shard order until it
 * is reached (all of them when the win pays the whole pool), shards holding nothing left out.
 */
function takenFromShards(shards: PoolShard[], amount: Decimal) {
  const postings: { accountId: string; amount: Decimal }[] = [];
  let left = amount;
  for (const shard of shards) {
    if (!left.gt(0)) break;
    const taken = Money.min(new Money(shard.balance), left);
    if (taken.gt(0)) postings.push({ accountId: shard.accountId, amount: taken.negated() });
    left = left.minus(taken);
  }
  return postings;
}
