-- What every Hub88 call that moves money checks of the token's session first: the call's currency
-- is the session's, and a bet's game (`call_game_code`; null for wins) is the one the token plays.
CREATE OR REPLACE FUNCTION hub88_check_call(
  session game_wallet_session, call_gpid text, call_currency text, call_game_code text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF call_currency <> session.currency THEN
    PERFORM game_wallet_refuse('RS_ERROR_WRONG_CURRENCY',
      format('The token plays in %s, not %s', session.currency, call_currency));
  END IF;
  IF call_game_code IS NOT NULL AND NOT EXISTS (SELECT FROM hub88_games
      WHERE gpid = call_gpid AND code = session.game_code AND game_code = call_game_code) THEN
    PERFORM game_wallet_refuse('RS_ERROR_INVALID_GAME',
      format('The token does not play %s', call_game_code));
  END IF;
END $$;
