-- A bet's contribution to its brand's jackpot pool (docs/jackpot.md): the jackpot's share of the
-- stake, cut down to the currency's scale, moved from the game_settlement shard that has just
-- taken the stake to the pool, so it comes out of the house's share. Nothing moves when the brand
-- has no active jackpot in the bet's currency or the share cuts down to zero. The pool is sharded
-- like game_settlement: the contribution goes to the pool shard of the same number as the
-- settlement shard the caller holds locked, so two bets in flight never write the same pool row
-- (game_wallet_lock_accounts gives them different settlement shards until all sixteen are held). The
-- pool shard's lock is taken last, by the transfer's UPDATE, so bets and jackpot wins (player,
-- then every pool shard) never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION jackpot_contribute(
  session game_wallet_session, settlement_account_id bigint, stake numeric, key text, meta jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  contribution numeric;
  pool_account_id bigint;
BEGIN
  SELECT trunc(stake * jackpot.contribution_rate, session.scale), pool.id
  INTO contribution, pool_account_id
  FROM jackpots jackpot
  JOIN ledger_accounts settlement ON settlement.id = settlement_account_id
  JOIN ledger_accounts pool
    ON pool.brand_id = jackpot.brand_id AND pool.currency = jackpot.currency
      AND pool.shard = settlement.shard
  WHERE jackpot.brand_id = session.brand_id AND jackpot.currency = session.currency
    AND jackpot.active;
  IF NOT FOUND OR contribution = 0 THEN
    RETURN;
  END IF;
  IF NOT (ledger_post_transfer('jackpot_contribution', key, meta,
      ARRAY[settlement_account_id, pool_account_id], ARRAY[-contribution, contribution])).applied THEN
    -- The bet's provider transaction id was claimed just now, so this key is new.
    RAISE EXCEPTION 'ledger key % applied before its bet', key;
  END IF;
END $$;
