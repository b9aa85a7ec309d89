-- Refuses a game bet of `amount` `bet_currency` that player protection forbids: a player the
-- operator blocked, a time-out or self-exclusion, or a brand that requires a verified identity
-- before play (gamePlayerDisabled); a loss or wager limit (gameLimitReached). One lookup for a
-- player without limits; a player with limits takes the protection lock, so concurrent bets count
-- each other. `recorded`: the bet is already a row of provider_transactions (gateway_bet claims its
-- id first); other wallets call it in the transaction of their bet, before recording it elsewhere.
CREATE OR REPLACE FUNCTION protection_check_bet(player uuid, bet_currency text, amount numeric,
  recorded boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  state record;
  converted numeric;
BEGIN
  SELECT players.blocked_at IS NOT NULL AS blocked,
         protection_exclusion_message(player) AS excluded,
         brand.verify_before_play AND verification.status IS DISTINCT FROM 'verified'
           AS unverified,
         EXISTS (SELECT FROM player_limits limits
                 WHERE limits.player_id = player AND limits.kind IN ('loss', 'wager')) AS limited,
         brand.base_currency, currency.scale AS base_scale
  INTO STRICT state
  FROM players
  JOIN brand_protection brand ON brand.brand_id = players.brand_id
  JOIN currencies currency ON currency.code = brand.base_currency
  LEFT JOIN player_verifications verification ON verification.player_id = players.id
  WHERE players.id = player;
  IF state.blocked THEN
    PERFORM game_wallet_refuse('gamePlayerDisabled', 'The player is blocked: play is closed');
  END IF;
  IF state.excluded IS NOT NULL THEN
    PERFORM game_wallet_refuse('gamePlayerDisabled', state.excluded || ': play is closed');
  END IF;
  IF state.unverified THEN
    PERFORM game_wallet_refuse('gamePlayerDisabled', 'Verify your identity before playing');
  END IF;
  IF NOT state.limited THEN
    RETURN;
  END IF;
  PERFORM protection_lock(player);
  converted := fx_convert_at_mid_rate(amount, bet_currency, state.base_currency);
  IF converted IS NULL THEN
    PERFORM game_wallet_refuse('gameLimitReached',
      format('No exchange rate from %s to %s to measure your limits', bet_currency,
             state.base_currency));
  END IF;
  PERFORM protection_check_limits(player, ARRAY['loss', 'wager'], converted, recorded,
    state.base_currency, state.base_scale, 'gameLimitReached');
END $$;
