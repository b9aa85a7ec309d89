-- The ledger transfer of a bet or a win just claimed (gateway_claim): `player_amount` into the
-- player's account (negative for a bet) and its opposite into the game settlement shard, keyed by
-- the provider transaction id. Shared by the gateway's and Hub88's calls, which differ only in the
-- transfer's meta.
CREATE OR REPLACE FUNCTION gateway_post_game_transfer(
  transfer_kind text, accounts gateway_accounts, call_gpid text, call_transaction_id text,
  player_amount numeric, transfer_meta jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (ledger_post_transfer(transfer_kind,
      format('game:%s:%s', call_gpid, call_transaction_id), transfer_meta,
      ARRAY[accounts.player_account_id, accounts.settlement_account_id],
      ARRAY[player_amount, -player_amount])).applied THEN
    -- The provider transaction id was claimed just now, so its ledger key is new.
    RAISE EXCEPTION 'ledger key game:%:% applied before its call', call_gpid,
      call_transaction_id;
  END IF;
END $$;
