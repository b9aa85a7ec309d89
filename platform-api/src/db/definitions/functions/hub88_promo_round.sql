-- The round of a supplier promotion's call, made if it is new: a promotion stakes nothing, and its
-- win may come without a bet. `win` adds to the round's; `round_closed` settles it. A round of
-- another player, game or currency is refused.
CREATE OR REPLACE FUNCTION hub88_promo_round(
  session game_wallet_session, call_gpid text, session_id uuid, call_round_id text, win numeric,
  round_closed boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rounds AS round (gpid, round_id, session_id, player_id, game_code, currency, stake,
                               win, status, settled_at, bonus_stake)
  VALUES (call_gpid, call_round_id, session_id, session.player_id, session.game_code,
          session.currency, 0, win, CASE WHEN round_closed THEN 'settled' ELSE 'open' END,
          CASE WHEN round_closed THEN now() END, 0)
  ON CONFLICT (gpid, round_id) DO UPDATE SET win = round.win + EXCLUDED.win,
    status = CASE WHEN round_closed THEN 'settled' ELSE round.status END,
    settled_at = CASE WHEN round_closed THEN COALESCE(round.settled_at, now())
                      ELSE round.settled_at END
  WHERE round.player_id = EXCLUDED.player_id AND round.game_code = EXCLUDED.game_code
    AND round.currency = EXCLUDED.currency;
  IF NOT FOUND THEN
    PERFORM game_wallet_refuse('RS_ERROR_UNKNOWN',
      format('Round %s belongs to another player, game or currency', call_round_id));
  END IF;
END $$;
