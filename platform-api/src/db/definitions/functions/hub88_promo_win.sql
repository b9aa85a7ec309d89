-- A game supplier's promotion win that names no bet (Hub88's `is_supplier_promo`, docs/hub88.md),
-- or the stored answer of a repeated one: paid as real money into its round (made if new), whether
-- or not the token has expired — it must only be one Croupier issued. A zero win moves no money.
CREATE OR REPLACE FUNCTION hub88_promo_win(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_currency text, amount numeric, round_closed boolean, transfer_meta jsonb,
  request_hash bytea, OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session := game_wallet_find_session(call_gpid, session_id, NULL);
  claim constant game_wallet_claim := game_wallet_claim(session, call_gpid, 'win', call_transaction_id,
    call_round_id, amount, request_hash);
BEGIN
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  PERFORM hub88_check_call(session, call_gpid, call_currency, NULL);
  PERFORM hub88_promo_round(session, call_gpid, session_id, call_round_id, amount, round_closed);
  IF amount > 0 THEN
    PERFORM game_wallet_post_transfer('game_win', claim.accounts, call_gpid, call_transaction_id,
      amount, 0, NULL, transfer_meta);
    moved := session;
  END IF;
END $$;
