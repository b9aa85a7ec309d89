-- Every contributing bet of a brand updated its one jackpot pool row, so a brand's bets committed
-- one at a time on that row's lock. A pool is now split into 16 shards, as the house's
-- game_settlement is (0016): a bet's contribution goes to the shard of the game_settlement shard
-- it holds, the pool's value is the sum of its shards, and a win takes every shard in one
-- transfer (docs/jackpot.md). Existing pools keep their balance in shard 0.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_shard_game_settlement_only;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_sharded_roles_only
  CHECK (shard = 0 OR house_role IN ('game_settlement', 'jackpot_pool'));

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_pool_brand_currency_key;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_pool_brand_currency_key
  UNIQUE (brand_id, currency, shard);

INSERT INTO ledger_accounts (house_role, currency, brand_id, shard)
SELECT 'jackpot_pool', pool.currency, pool.brand_id, number
FROM ledger_accounts pool CROSS JOIN generate_series(1, 15) AS number
WHERE pool.house_role = 'jackpot_pool'
ORDER BY pool.brand_id, number
ON CONFLICT DO NOTHING;
