-- The refund of a rolled-back bet of `amount` in one call (game_wallet_rollback): its split
-- (bonus_refund_split), the game_rollback transfer keyed `key` from the locked shard, and the
-- active grant's side (bonus_record_refund). The caller holds the player's account lock and a
-- shard (game_wallet_lock_accounts), and has marked the round. Returns what reached the player's real
-- money and the active grant.
CREATE OR REPLACE FUNCTION bonus_refund_stake(
  accounts game_wallet_accounts, call_gpid text, bet_transaction_id text, bet_round_id text,
  amount numeric, key text, transfer_meta jsonb, OUT real_refund numeric, OUT bonus_refund numeric)
LANGUAGE plpgsql AS $$
DECLARE
  split constant record := bonus_refund_split(call_gpid, bet_transaction_id, amount);
  account_ids bigint[] := ARRAY[accounts.settlement_account_id];
  amounts numeric[] := ARRAY[-(split.real_refund + split.bonus_refund)];
  posted record;
BEGIN
  real_refund := split.real_refund;
  bonus_refund := split.bonus_refund;
  IF real_refund + bonus_refund = 0 THEN
    RETURN;
  END IF;
  IF real_refund > 0 THEN
    account_ids := account_ids || accounts.player_account_id;
    amounts := amounts || real_refund;
  END IF;
  IF bonus_refund > 0 THEN
    account_ids := account_ids || split.grant_account_id;
    amounts := amounts || bonus_refund;
  END IF;
  posted := ledger_post_transfer('game_rollback', key, transfer_meta, account_ids, amounts);
  IF NOT posted.applied THEN
    RAISE EXCEPTION 'ledger key % applied before its rollback', key;
  END IF;
  IF split.stake_entry_id IS NOT NULL THEN
    PERFORM bonus_record_refund(split.stake_entry_id, call_gpid, bet_round_id, posted.transfer_id);
  END IF;
END $$;
