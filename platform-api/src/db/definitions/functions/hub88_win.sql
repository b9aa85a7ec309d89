-- A Hub88 win, or the stored answer of a repeated one, in one statement: it pays into the round of
-- the bet it references, which must exist, be this player's and not be rolled back. The token may
-- have expired: a win settles a bet already taken. `round_closed` settles the round, which then
-- takes no further win until a bet reopens it; the money moves as every provider's win does
-- (game_wallet_pay_win).
CREATE OR REPLACE FUNCTION hub88_win(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_currency text, reference_transaction_id text, amount numeric, round_closed boolean,
  request_hash bytea, OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session := game_wallet_find_session(call_gpid, session_id, NULL);
  claim constant game_wallet_claim := game_wallet_claim(session, call_gpid, 'win', call_transaction_id,
    call_round_id, amount, request_hash);
  reference provider_transactions;
  round_grant uuid;
  round_bonus_stake numeric;
  round_stake numeric;
BEGIN
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  PERFORM hub88_check_call(session, call_gpid, call_currency, NULL);
  SELECT * INTO reference FROM provider_transactions
  WHERE gpid = call_gpid AND transaction_id = reference_transaction_id;
  IF reference.kind = 'tombstone' OR EXISTS (SELECT FROM provider_rollbacks
      WHERE gpid = call_gpid AND transaction_id = reference_transaction_id) THEN
    PERFORM game_wallet_refuse('RS_ERROR_TRANSACTION_ROLLED_BACK',
      format('Bet %s was rolled back', reference_transaction_id));
  END IF;
  IF reference.kind IS DISTINCT FROM 'bet' OR reference.player_id <> session.player_id
      OR reference.round_id <> call_round_id THEN
    PERFORM game_wallet_refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      format('No bet %s of this player in round %s', reference_transaction_id, call_round_id));
  END IF;
  UPDATE rounds SET win = win + amount,
    status = CASE WHEN round_closed THEN 'settled' ELSE status END,
    settled_at = CASE WHEN round_closed THEN COALESCE(settled_at, now()) ELSE settled_at END
  WHERE gpid = call_gpid AND round_id = call_round_id AND status = 'open'
  RETURNING bonus_grant_id, bonus_stake, stake INTO round_grant, round_bonus_stake, round_stake;
  IF NOT FOUND THEN
    PERFORM game_wallet_refuse('RS_ERROR_UNKNOWN',
      format('Round %s was closed: it takes no further win', call_round_id));
  END IF;
  answer := game_wallet_pay_win(session, claim, call_gpid, call_transaction_id, amount,
    round_grant, round_bonus_stake, round_stake,
    jsonb_build_object('aggregator', 'hub88', 'gpid', call_gpid,
      'transactionId', call_transaction_id, 'roundId', call_round_id));
  IF amount > 0 THEN
    moved := session;
  END IF;
END $$;
