-- A game supplier's promotion win that the brand pays as bonus money (docs/hub88.md#supplier-
-- promotions), or the stored answer of a repeated one. It claims the call and adds the win to its
-- round (made if new: a win alone; else the round of the promotion's zero bet it names), whether or
-- not the token has expired, and moves no money here: the caller grants the amount through the
-- bonus engine in the same transaction. `moved` is the session when a new non-zero win was claimed.
CREATE OR REPLACE FUNCTION hub88_promo_bonus_win(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_currency text, reference_transaction_id text, amount numeric, round_closed boolean,
  request_hash bytea, OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session := game_wallet_find_session(call_gpid, session_id, NULL);
  claim constant game_wallet_claim := game_wallet_claim(session, call_gpid, 'win', call_transaction_id,
    call_round_id, amount, request_hash);
  reference provider_transactions;
BEGIN
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  PERFORM hub88_check_call(session, call_gpid, call_currency, NULL);
  IF reference_transaction_id IS NOT NULL THEN
    SELECT * INTO reference FROM provider_transactions
    WHERE gpid = call_gpid AND transaction_id = reference_transaction_id;
    IF reference.kind IS DISTINCT FROM 'bet' OR reference.player_id <> session.player_id
        OR reference.round_id <> call_round_id OR EXISTS (SELECT FROM provider_rollbacks
          WHERE gpid = call_gpid AND transaction_id = reference_transaction_id) THEN
      PERFORM game_wallet_refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        format('No bet %s of this player in round %s', reference_transaction_id, call_round_id));
    END IF;
  END IF;
  PERFORM hub88_promo_round(session, call_gpid, session_id, call_round_id, amount, round_closed);
  IF amount > 0 THEN
    moved := session;
  END IF;
END $$;
