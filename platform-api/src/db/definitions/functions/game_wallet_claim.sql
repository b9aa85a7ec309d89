-- Checks the amount's scale, locks the player's accounts and claims the provider transaction id
-- together with the answer the call gives (the balance after it: real money plus the active bonus
-- grant's). An id claimed before is
-- answered from storage instead (claimed false); a concurrent claim of the same id waits here
-- until the first one ends.
CREATE OR REPLACE FUNCTION game_wallet_claim(
  session game_wallet_session, call_gpid text, call_kind text, call_transaction_id text,
  call_round_id text, amount numeric, request_hash bytea)
RETURNS game_wallet_claim LANGUAGE plpgsql AS $$
DECLARE
  accounts game_wallet_accounts;
  answer jsonb;
BEGIN
  IF min_scale(amount) > session.scale THEN
    PERFORM game_wallet_refuse('badRequest',
      format('%s amounts have at most %s decimal places', session.currency, session.scale));
  END IF;
  accounts := game_wallet_lock_accounts(session.player_id, session.currency);
  answer := game_wallet_answer(session,
    accounts.balance + accounts.bonus_balance + CASE call_kind WHEN 'bet' THEN -amount ELSE amount END, call_transaction_id);
  INSERT INTO provider_transactions
    (gpid, transaction_id, kind, player_id, round_id, currency, amount, request_hash, response)
  VALUES (call_gpid, call_transaction_id, call_kind, session.player_id, call_round_id,
          session.currency, amount, request_hash, answer)
  ON CONFLICT (gpid, transaction_id) DO NOTHING;
  IF FOUND THEN
    RETURN (accounts, answer, true);
  END IF;
  RETURN (accounts,
    game_wallet_stored_answer(call_gpid, call_transaction_id, call_kind, request_hash), false);
END $$;
