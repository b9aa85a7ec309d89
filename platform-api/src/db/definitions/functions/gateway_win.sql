-- A provider win, or the stored answer of a repeated one, in one statement. It settles its round,
-- found by the round's key alone (the only index that can serve it), and refuses a round of
-- another player or currency from what the update returns. Only an open round takes a win: one
-- settled (by a win) or rolled back takes no further money. A zero win moves no money.
CREATE OR REPLACE FUNCTION gateway_win(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  amount numeric, request_hash bytea, OUT answer jsonb, OUT moved gateway_session)
LANGUAGE plpgsql AS $$
DECLARE
  -- Wins settle rounds already paid for, so an expired session still takes them.
  session constant gateway_session := gateway_find_session(call_gpid, session_id, NULL);
  claim constant gateway_claim := gateway_claim(session, call_gpid, 'win', call_transaction_id,
    call_round_id, amount, request_hash);
  round_is_sessions boolean;
BEGIN
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  UPDATE rounds SET win = win + amount, status = 'settled', settled_at = COALESCE(settled_at, now())
  WHERE gpid = call_gpid AND round_id = call_round_id AND status = 'open'
  RETURNING player_id = session.player_id AND currency = session.currency INTO round_is_sessions;
  IF round_is_sessions IS NOT TRUE THEN
    PERFORM gateway_refuse('roundNotOpen', format('Round %s is not open to this call', call_round_id));
  END IF;
  IF amount > 0 THEN
    PERFORM gateway_post_game_transfer('game_win', claim.accounts, call_gpid,
      call_transaction_id, amount,
      jsonb_build_object('gpid', call_gpid, 'transactionId', call_transaction_id,
                         'roundId', call_round_id));
    moved := session;
  END IF;
END $$;
