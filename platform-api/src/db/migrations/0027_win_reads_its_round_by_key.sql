-- A win settled its round with one UPDATE that named the round's key and also its player and
-- currency. The player's index of rounds (for reports) then matched too, and while the planner
-- believed players have a round or two each (a new site, before statistics) it chose that index:
-- every win read all its player's rounds, more with every round played, and a connection keeps
-- that plan. The update now names the round's key alone, so only that index can serve it, and
-- refuses a round of another player or currency from what it returns; the refusal undoes the
-- update with the rest of the call.
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
  WHERE gpid = call_gpid AND round_id = call_round_id AND status <> 'rolledBack'
  RETURNING player_id = session.player_id AND currency = session.currency INTO round_is_sessions;
  IF round_is_sessions IS NOT TRUE THEN
    PERFORM gateway_refuse('roundNotOpen', format('Round %s is not open to this call', call_round_id));
  END IF;
  IF amount > 0 THEN
    PERFORM gateway_transfer(claim.accounts, 'game_win',
      format('game:%s:%s', call_gpid, call_transaction_id), amount,
      jsonb_build_object('gpid', call_gpid, 'transactionId', call_transaction_id,
                         'roundId', call_round_id));
    moved := session;
  END IF;
END $$;
