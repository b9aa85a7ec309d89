-- The session of `call_gpid` with this id, expired or not; `extend_seconds` pushes a live
-- session's expiry that far from now, so a player who keeps betting keeps playing. A bet finds
-- and extends its session in one statement; the plain lookup remains for wins, and for telling
-- an expired session from an unknown one.
CREATE OR REPLACE FUNCTION game_wallet_find_session(call_gpid text, session_id uuid, extend_seconds integer)
RETURNS game_wallet_session LANGUAGE plpgsql AS $$
DECLARE
  result game_wallet_session;
BEGIN
  IF extend_seconds IS NOT NULL THEN
    UPDATE provider_sessions session
    SET expires_at = now() + make_interval(secs => extend_seconds)
    FROM players player, currencies currency
    WHERE session.id = session_id AND session.gpid = call_gpid AND session.expires_at > now()
      AND player.id = session.player_id AND currency.code = session.currency
    RETURNING session.player_id, player.brand_id, player.username, session.game_code,
              session.currency, currency.scale, true
    INTO result;
    IF FOUND THEN
      RETURN result;
    END IF;
  END IF;
  SELECT session.player_id, player.brand_id, player.username, session.game_code,
         session.currency, currency.scale, session.expires_at > now()
  INTO result
  FROM provider_sessions session
  JOIN players player ON player.id = session.player_id
  JOIN currencies currency ON currency.code = session.currency
  WHERE session.id = session_id AND session.gpid = call_gpid;
  IF NOT FOUND THEN
    PERFORM game_wallet_refuse('gameSessionInvalid', 'Unknown or expired provider session');
  END IF;
  RETURN result;
END $$;
