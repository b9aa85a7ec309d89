-- A round named its game and its player's account with a foreign key each. Checking the first
-- locks the game's row FOR KEY SHARE, and every player of that game locks the same row: each
-- lock taken beside another transaction's makes PostgreSQL write a new multixact, so one popular
-- game cost a multixact per bet, and their cleanup later. A round now names the provider session
-- it was bet in, with the session's player, game and currency: one foreign key, to a row the bet
-- has just updated (its expiry) and so already holds. The session names the game and the
-- player, so the round's references are the same as before.
ALTER TABLE provider_sessions
  ADD CONSTRAINT provider_sessions_round_key UNIQUE (id, player_id, gpid, game_code, currency);

ALTER TABLE rounds ADD COLUMN session_id uuid;
-- Rounds bet before: the latest session of their player, game and currency opened by then.
UPDATE rounds round SET session_id = (
  SELECT session.id FROM provider_sessions session
  WHERE session.player_id = round.player_id AND session.gpid = round.gpid
    AND session.game_code = round.game_code AND session.currency = round.currency
  ORDER BY session.created_at <= round.created_at DESC, session.created_at DESC
  LIMIT 1);
ALTER TABLE rounds
  ALTER COLUMN session_id SET NOT NULL,
  DROP CONSTRAINT rounds_gpid_game_code_fkey,
  DROP CONSTRAINT rounds_player_account_fkey,
  ADD CONSTRAINT rounds_session_fkey FOREIGN KEY (session_id, player_id, gpid, game_code, currency)
    REFERENCES provider_sessions (id, player_id, gpid, game_code, currency);

CREATE OR REPLACE FUNCTION gateway_bet(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_game_code text, amount numeric, request_hash bytea, session_ttl_seconds integer,
  OUT answer jsonb, OUT moved gateway_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant gateway_session :=
    gateway_find_session(call_gpid, session_id, session_ttl_seconds);
  claim gateway_claim;
BEGIN
  IF amount = 0 THEN
    PERFORM gateway_refuse('badRequest', 'amount must be greater than zero');
  END IF;
  claim := gateway_claim(session, call_gpid, 'bet', call_transaction_id, call_round_id, amount,
    request_hash);
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  IF NOT session.live THEN
    PERFORM gateway_refuse('gameSessionInvalid', 'Unknown or expired provider session');
  END IF;
  IF call_game_code <> session.game_code THEN
    PERFORM gateway_refuse('badRequest',
      format('The session plays %s, not %s', session.game_code, call_game_code));
  END IF;
  INSERT INTO rounds AS round (gpid, round_id, session_id, player_id, game_code, currency, stake)
  VALUES (call_gpid, call_round_id, session_id, session.player_id, session.game_code,
          session.currency, amount)
  ON CONFLICT (gpid, round_id) DO UPDATE SET stake = round.stake + EXCLUDED.stake
  WHERE round.status = 'open' AND round.player_id = EXCLUDED.player_id
    AND round.game_code = EXCLUDED.game_code AND round.currency = EXCLUDED.currency;
  IF NOT FOUND THEN
    PERFORM gateway_refuse('roundNotOpen', format('Round %s is not open to this call', call_round_id));
  END IF;
  IF (claim.accounts).balance < amount THEN
    PERFORM gateway_refuse('gameInsufficientFunds',
      format('Insufficient %s balance: %s available, %s needed', session.currency,
             round((claim.accounts).balance, session.scale), trim_scale(amount)));
  END IF;
  PERFORM gateway_transfer(claim.accounts, 'game_bet',
    format('game:%s:%s', call_gpid, call_transaction_id), -amount,
    jsonb_build_object('gpid', call_gpid, 'transactionId', call_transaction_id,
                       'roundId', call_round_id));
  moved := session;
END $$;
