-- The player's own game_settlement shard: the one game_wallet_lock_accounts tries first, so one
-- player's game transfers mostly post to one shard and different players' to different ones.
CREATE OR REPLACE FUNCTION game_settlement_shard(player uuid) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (((hashtextextended(player::text, 0) % 16) + 16) % 16)::smallint;
