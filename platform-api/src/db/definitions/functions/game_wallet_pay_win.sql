-- The money of a claimed win on its round, for every provider's adapter (gateway_win, hub88_win):
-- a zero win moves none; a win on a round that staked bonus money is credited in the stake's
-- proportion (bonus_post_win), and the claim's stored answer is corrected when a share of it is not
-- paid; the round's grant ends once its money is spent (bonus_end_if_spent). Answers the call's
-- answer.
CREATE OR REPLACE FUNCTION game_wallet_pay_win(
  session game_wallet_session, claim game_wallet_claim, call_gpid text, call_transaction_id text,
  amount numeric, round_grant uuid, round_bonus_stake numeric, round_stake numeric,
  transfer_meta jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answer jsonb := claim.answer;
  unpaid numeric;
BEGIN
  IF amount > 0 THEN
    unpaid := bonus_post_win(session, claim.accounts, call_gpid, call_transaction_id, amount,
      round_grant, round_bonus_stake, round_stake, transfer_meta);
    IF unpaid > 0 THEN
      answer := game_wallet_answer(session, (claim.accounts).balance + (claim.accounts).bonus_balance
        + amount - unpaid, call_transaction_id);
      UPDATE provider_transactions SET response = answer
      WHERE gpid = call_gpid AND transaction_id = call_transaction_id;
    END IF;
  END IF;
  IF round_grant IS NOT NULL THEN
    PERFORM bonus_end_if_spent(round_grant);
  END IF;
  RETURN answer;
END $$;
