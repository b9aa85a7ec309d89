-- Every game callback of a currency moved money against its one game_settlement account, so all
-- of them queued on that row's lock (held until commit). game_settlement is now split into
-- shards: a callback posts to the shard of its player, and the house's game_settlement balance in
-- a currency is the sum of its shards. The other roles keep a single account (shard 0).

ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_range
  CHECK (shard >= 0 AND shard < 16);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_game_settlement_only
  CHECK (shard = 0 OR house_role = 'game_settlement');

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_house_currency_key;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_house_currency_key
  UNIQUE (house_role, currency, shard);
