-- The zero bet that opens a game supplier's promotion (Hub88's `is_supplier_promo`, docs/hub88.md),
-- or the stored answer of a repeated one: it stakes nothing, so neither the token's expiry nor the
-- player's standing, protection or bonus apply; it opens (or settles) the round its win pays into,
-- and moves no money (`moved` stays null).
CREATE OR REPLACE FUNCTION hub88_promo_bet(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_game_code text, call_currency text, round_closed boolean, request_hash bytea,
  OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session := game_wallet_find_session(call_gpid, session_id, NULL);
  claim constant game_wallet_claim := game_wallet_claim(session, call_gpid, 'bet', call_transaction_id,
    call_round_id, 0, request_hash);
BEGIN
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  PERFORM hub88_check_call(session, call_gpid, call_currency, call_game_code);
  PERFORM hub88_promo_round(session, call_gpid, session_id, call_round_id, 0, round_closed);
END $$;
