-- A provider win, or the stored answer of a repeated one, in one statement. It settles its round,
-- found by the round's key alone (the only index that can serve it), and refuses a round of
-- another player or currency from what the update returns. Only an open round takes a win: one
-- settled (by a win) or rolled back takes no further money. The money moves as every provider's
-- win does (game_wallet_pay_win).
CREATE OR REPLACE FUNCTION gateway_win(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  amount numeric, request_hash bytea, OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  -- Wins settle rounds already paid for, so an expired session still takes them.
  session constant game_wallet_session := game_wallet_find_session(call_gpid, session_id, NULL);
  claim constant game_wallet_claim := game_wallet_claim(session, call_gpid, 'win', call_transaction_id,
    call_round_id, amount, request_hash);
  round_is_sessions boolean;
  round_grant uuid;
  round_bonus_stake numeric;
  round_stake numeric;
BEGIN
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  UPDATE rounds SET win = win + amount, status = 'settled', settled_at = COALESCE(settled_at, now())
  WHERE gpid = call_gpid AND round_id = call_round_id AND status = 'open'
  RETURNING player_id = session.player_id AND currency = session.currency, bonus_grant_id,
    bonus_stake, stake
  INTO round_is_sessions, round_grant, round_bonus_stake, round_stake;
  IF round_is_sessions IS NOT TRUE THEN
    PERFORM game_wallet_refuse('roundNotOpen', format('Round %s is not open to this call', call_round_id));
  END IF;
  answer := game_wallet_pay_win(session, claim, call_gpid, call_transaction_id, amount,
    round_grant, round_bonus_stake, round_stake,
    jsonb_build_object('gpid', call_gpid, 'transactionId', call_transaction_id,
      'roundId', call_round_id));
  IF amount > 0 THEN
    moved := session;
  END IF;
END $$;
