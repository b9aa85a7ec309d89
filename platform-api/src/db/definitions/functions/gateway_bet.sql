-- A provider bet, or the stored answer of a repeated one, in one statement: the session (extended),
-- the claim of the transaction id, player protection (protection_check_bet), the active bonus
-- grant's maximum bet and the stake's real/bonus split (bonus_split_stake), the round, the
-- player's funds, then the stake's money with its jackpot contribution and the grant's progress
-- (game_wallet_post_bet). A refusal (game_wallet_refuse) writes nothing. Returns the answer, and in
-- `moved` the session whose player's balance moved, for the API to announce after commit.
CREATE OR REPLACE FUNCTION gateway_bet(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_game_code text, amount numeric, request_hash bytea, session_ttl_seconds integer,
  OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session :=
    game_wallet_find_session(call_gpid, session_id, session_ttl_seconds);
  claim game_wallet_claim;
  split record;
  meta constant jsonb := jsonb_build_object('gpid', call_gpid, 'transactionId', call_transaction_id,
    'roundId', call_round_id);
BEGIN
  IF amount = 0 THEN
    PERFORM game_wallet_refuse('badRequest', 'amount must be greater than zero');
  END IF;
  claim := game_wallet_claim(session, call_gpid, 'bet', call_transaction_id, call_round_id, amount,
    request_hash);
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  IF NOT session.live THEN
    PERFORM game_wallet_refuse('gameSessionInvalid', 'Unknown or expired provider session');
  END IF;
  IF call_game_code <> session.game_code THEN
    PERFORM game_wallet_refuse('badRequest',
      format('The session plays %s, not %s', session.game_code, call_game_code));
  END IF;
  PERFORM play_check_not_suspended(session.player_id, call_gpid, session.game_code);
  PERFORM protection_check_bet(session.player_id, session.currency, amount, true);
  split := bonus_split_stake(session, claim.accounts, call_gpid, amount);
  INSERT INTO rounds AS round (gpid, round_id, session_id, player_id, game_code, currency, stake,
                               bonus_grant_id, bonus_stake)
  VALUES (call_gpid, call_round_id, session_id, session.player_id, session.game_code,
          session.currency, amount, CASE WHEN split.bonus_part > 0 THEN (claim.accounts).grant_id END,
          split.bonus_part)
  ON CONFLICT (gpid, round_id) DO UPDATE SET stake = round.stake + EXCLUDED.stake,
    bonus_grant_id = COALESCE(round.bonus_grant_id, EXCLUDED.bonus_grant_id),
    bonus_stake = round.bonus_stake + EXCLUDED.bonus_stake
  WHERE round.status = 'open' AND round.player_id = EXCLUDED.player_id
    AND round.game_code = EXCLUDED.game_code AND round.currency = EXCLUDED.currency;
  IF NOT FOUND THEN
    PERFORM game_wallet_refuse('roundNotOpen', format('Round %s is not open to this call', call_round_id));
  END IF;
  IF (claim.accounts).balance + (claim.accounts).bonus_balance < amount THEN
    PERFORM game_wallet_refuse('gameInsufficientFunds',
      format('Insufficient %s balance: %s available, %s needed', session.currency,
             round((claim.accounts).balance + (claim.accounts).bonus_balance, session.scale),
             trim_scale(amount)));
  END IF;
  PERFORM game_wallet_post_bet(session, claim.accounts, call_gpid, call_transaction_id, amount,
    split.bonus_part, split.weight, meta);
  moved := session;
END $$;
