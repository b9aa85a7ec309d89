-- The ledger transfer of a bet or a win just claimed (game_wallet_claim): `real_amount` into the
-- player's account and `bonus_amount` into the grant account `bonus_account_id` (both negative
-- for a bet; either may be zero), their sum's opposite into the game settlement shard, keyed by
-- the provider transaction id. A bet's jackpot contribution (jackpot_contribution) is a posting
-- of the same transfer: `jackpot_amount` from the settlement shard to the pool shard
-- `jackpot_pool_account_id`. Shared by every provider's adapter (the demo provider's gateway,
-- Hub88), which differ only in the transfer's meta. Returns the transfer's id.
CREATE OR REPLACE FUNCTION game_wallet_post_transfer(
  transfer_kind text, accounts game_wallet_accounts, call_gpid text, call_transaction_id text,
  real_amount numeric, bonus_amount numeric, bonus_account_id bigint, transfer_meta jsonb,
  jackpot_pool_account_id bigint DEFAULT NULL, jackpot_amount numeric DEFAULT 0)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  account_ids bigint[] := ARRAY[accounts.settlement_account_id];
  amounts numeric[] := ARRAY[-(real_amount + bonus_amount) - jackpot_amount];
  posted record;
BEGIN
  IF real_amount <> 0 THEN
    account_ids := account_ids || accounts.player_account_id;
    amounts := amounts || real_amount;
  END IF;
  IF bonus_amount <> 0 THEN
    account_ids := account_ids || bonus_account_id;
    amounts := amounts || bonus_amount;
  END IF;
  IF jackpot_amount <> 0 THEN
    account_ids := account_ids || jackpot_pool_account_id;
    amounts := amounts || jackpot_amount;
  END IF;
  posted := ledger_post_transfer(transfer_kind,
    format('game:%s:%s', call_gpid, call_transaction_id), transfer_meta, account_ids, amounts);
  IF NOT posted.applied THEN
    -- The provider transaction id was claimed just now, so its ledger key is new.
    RAISE EXCEPTION 'ledger key game:%:% applied before its call', call_gpid,
      call_transaction_id;
  END IF;
  RETURN posted.transfer_id;
END $$;
