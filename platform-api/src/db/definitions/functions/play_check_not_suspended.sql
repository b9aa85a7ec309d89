-- Refuses (gameSuspended) a bet or a free round of a game staff suspended for the player's brand,
-- by itself, with its provider or with all play (play_suspension_reason). The calls that settle
-- a round in progress (wins, rollbacks) do not call it, so a round begun before concludes.
CREATE OR REPLACE FUNCTION play_check_not_suspended(player uuid, provider text, game text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  reason text;
BEGIN
  -- Nothing suspended anywhere is the usual case: one index probe, no join.
  IF NOT EXISTS (SELECT FROM play_suspensions) THEN
    RETURN;
  END IF;
  SELECT play_suspension_reason(account.brand_id, provider, game) INTO reason
  FROM players account WHERE account.id = player;
  IF reason IS NOT NULL THEN
    PERFORM game_wallet_refuse('gameSuspended',
      format('%s of %s is suspended by the operator: %s', game, provider, reason));
  END IF;
END $$;
