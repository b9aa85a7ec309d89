-- A bet's contribution to its brand's jackpot pool (docs/jackpot.md): the jackpot's share of the
-- stake, cut down to the currency's scale, and the pool shard it goes to. The bet's own transfer
-- posts it (game_wallet_post_transfer), from the game_settlement shard that takes the stake to the
-- pool, so it comes out of the house's share and costs no transfer of its own. No row when the
-- brand has no active jackpot in the bet's currency. The pool is sharded like game_settlement: the
-- contribution goes to the pool shard of the same number as the settlement shard the caller holds
-- locked, so two bets in flight never write the same pool row (game_wallet_lock_accounts gives
-- them different settlement shards until all sixteen are held). The pool shard's lock is taken
-- last, by the transfer's UPDATE, so bets and jackpot wins (player, then every pool shard) never
-- wait on each other in a cycle.
CREATE OR REPLACE FUNCTION jackpot_contribution(
  session game_wallet_session, settlement_account_id bigint, stake numeric,
  OUT pool_account_id bigint, OUT amount numeric)
LANGUAGE sql STABLE AS $$
  SELECT pool.id, trunc(stake * jackpot.contribution_rate, session.scale)
  FROM jackpots jackpot
  JOIN ledger_accounts settlement ON settlement.id = settlement_account_id
  JOIN ledger_accounts pool
    ON pool.brand_id = jackpot.brand_id AND pool.currency = jackpot.currency
      AND pool.shard = settlement.shard
  WHERE jackpot.brand_id = session.brand_id AND jackpot.currency = session.currency
    AND jackpot.active
$$;
