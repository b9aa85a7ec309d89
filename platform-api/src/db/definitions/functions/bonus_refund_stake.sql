-- The refund of a rolled-back bet of `amount` (the game_rollback transfer keyed `key`): the
-- stake's real part back to the player and its bonus part back to its grant with the wagering
-- progress it added taken back (a rollback entry), when the grant is still active; a completed
-- grant's part comes back as real money, a forfeited or expired grant's not at all. A bet with no
-- bonus entry is refunded whole to the player. The caller holds the player's account lock and a
-- shard (gateway_lock_accounts), and has marked the round. Returns what reached the player's
-- real money and the active grant.
CREATE OR REPLACE FUNCTION bonus_refund_stake(
  accounts gateway_accounts, call_gpid text, bet_transaction_id text, bet_round_id text,
  amount numeric, key text, transfer_meta jsonb, OUT real_refund numeric, OUT bonus_refund numeric)
LANGUAGE plpgsql AS $$
DECLARE
  stake bonus_entries;
  stake_grant bonus_grants;
  grant_account ledger_accounts;
  account_ids bigint[];
  amounts numeric[];
  posted record;
BEGIN
  real_refund := amount;
  bonus_refund := 0;
  SELECT entry.* INTO stake FROM bonus_entries entry
  JOIN ledger_transfers transfer ON transfer.id = entry.transfer_id
  WHERE transfer.idempotency_key = format('game:%s:%s', call_gpid, bet_transaction_id)
    AND entry.type = 'stake';
  IF FOUND THEN
    SELECT * INTO STRICT stake_grant FROM bonus_grants WHERE id = stake.grant_id FOR UPDATE;
    IF stake_grant.status = 'active' THEN
      real_refund := -stake.real_amount;
      bonus_refund := -stake.bonus_amount;
      SELECT * INTO STRICT grant_account FROM ledger_accounts
      WHERE bonus_grant_id = stake.grant_id FOR UPDATE;
    ELSIF stake_grant.status <> 'completed' THEN
      real_refund := -stake.real_amount;
    END IF;
  END IF;
  IF real_refund + bonus_refund = 0 THEN
    RETURN;
  END IF;
  account_ids := ARRAY[accounts.settlement_account_id];
  amounts := ARRAY[-(real_refund + bonus_refund)];
  IF real_refund > 0 THEN
    account_ids := account_ids || accounts.player_account_id;
    amounts := amounts || real_refund;
  END IF;
  IF bonus_refund > 0 THEN
    account_ids := account_ids || grant_account.id;
    amounts := amounts || bonus_refund;
  END IF;
  posted := ledger_post_transfer('game_rollback', key, transfer_meta, account_ids, amounts);
  IF NOT posted.applied THEN
    RAISE EXCEPTION 'ledger key % applied before its rollback', key;
  END IF;
  IF stake_grant.status = 'active' THEN
    UPDATE bonus_grants SET wagering_progress = greatest(wagering_progress - stake.progress_added, 0)
    WHERE id = stake.grant_id;
    UPDATE rounds SET bonus_stake = greatest(bonus_stake - bonus_refund, 0)
    WHERE gpid = call_gpid AND round_id = bet_round_id;
    INSERT INTO bonus_entries (grant_id, type, real_amount, bonus_amount, weight, progress_added,
                               bonus_balance_after, transfer_id, game)
    VALUES (stake.grant_id, 'rollback', real_refund, bonus_refund, stake.weight,
            -stake.progress_added, grant_account.balance + bonus_refund,
            posted.transfer_id, stake.game);
    PERFORM bonus_end_if_spent(stake.grant_id);
  END IF;
END $$;
