-- The active grant's side of a refunded stake (bonus_refund_split), once its game_rollback
-- transfer `transfer_id` is written: the progress the stake added taken back, the round's bonus
-- stake lowered, the rollback entry, and the grant's end if its money is spent.
CREATE OR REPLACE FUNCTION bonus_record_refund(
  stake_entry_id bigint, call_gpid text, bet_round_id text, transfer_id bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stake constant bonus_entries := (SELECT entry FROM bonus_entries entry WHERE id = stake_entry_id);
  balance_after numeric;
BEGIN
  UPDATE bonus_grants SET wagering_progress = greatest(wagering_progress - stake.progress_added, 0)
  WHERE id = stake.grant_id;
  UPDATE rounds SET bonus_stake = greatest(bonus_stake + stake.bonus_amount, 0)
  WHERE gpid = call_gpid AND round_id = bet_round_id;
  SELECT balance INTO STRICT balance_after FROM ledger_accounts
  WHERE bonus_grant_id = stake.grant_id;
  INSERT INTO bonus_entries (grant_id, type, real_amount, bonus_amount, weight, progress_added,
                             bonus_balance_after, transfer_id, game)
  VALUES (stake.grant_id, 'rollback', -stake.real_amount, -stake.bonus_amount, stake.weight,
          -stake.progress_added, balance_after, transfer_id, stake.game);
  PERFORM bonus_end_if_spent(stake.grant_id);
END $$;
