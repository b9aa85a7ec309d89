-- Refuses (gamePlayerDisabled) opening play for a player the operator blocked or who is timed out
-- or self-excluded: a provider session started from a game token issued before the block or the
-- exclusion. Bets run the full check, protection_check_bet.
CREATE OR REPLACE FUNCTION protection_check_play_open(player uuid)
RETURNS void LANGUAGE plpgsql STABLE AS $$
DECLARE
  excluded text;
BEGIN
  IF EXISTS (SELECT FROM players WHERE id = player AND blocked_at IS NOT NULL) THEN
    PERFORM game_wallet_refuse('gamePlayerDisabled', 'The player is blocked: play is closed');
  END IF;
  excluded := protection_exclusion_message(player);
  IF excluded IS NOT NULL THEN
    PERFORM game_wallet_refuse('gamePlayerDisabled', excluded || ': play is closed');
  END IF;
END $$;
