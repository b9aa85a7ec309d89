-- A stake's entry on the active grant (its split, weight and progress) once its game_bet
-- transfer `transfer_id` is written, and the grant's wagering progress; progress reaching the
-- requirement converts the grant's money at once (bonus_end_grant), once the grant has no free
-- spin left to play (its spins' winnings still add to the requirement).
CREATE OR REPLACE FUNCTION bonus_record_stake(
  accounts game_wallet_accounts, transfer_id bigint, call_gpid text, game_code text, amount numeric,
  bonus_part numeric, weight numeric)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  progress constant numeric := amount * weight;
  met boolean;
BEGIN
  UPDATE bonus_grants SET wagering_progress = wagering_progress + progress
  WHERE id = accounts.grant_id
  RETURNING wagering_progress >= wagering_required AND free_spins_used = free_spins
  INTO STRICT met;
  INSERT INTO bonus_entries (grant_id, type, real_amount, bonus_amount, weight, progress_added,
                             bonus_balance_after, transfer_id, game)
  VALUES (accounts.grant_id, 'stake', -(amount - bonus_part), -bonus_part, weight, progress,
          accounts.bonus_balance - bonus_part, transfer_id, call_gpid || ':' || game_code);
  IF met THEN
    PERFORM bonus_end_grant(accounts.grant_id, 'completed', NULL);
  ELSIF accounts.bonus_balance = bonus_part THEN
    PERFORM bonus_end_if_spent(accounts.grant_id);
  END IF;
END $$;
