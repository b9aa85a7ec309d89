-- Refuses a deposit request of `amount` `deposit_currency` that player protection forbids: a
-- player the operator blocked (playerBlocked); a time-out or self-exclusion (playerExcluded); the
-- brand's verification gates (before any deposit, or once approved deposits within 30 days reached
-- its AML threshold: verificationRequired); a deposit limit (limitReached). Takes the player's
-- protection lock first, so two concurrent deposits never pass one limit together.
CREATE OR REPLACE FUNCTION protection_check_deposit(player uuid, deposit_currency text,
  amount numeric)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  settings record;
  converted numeric;
  approved numeric;
BEGIN
  PERFORM protection_lock(player);
  IF EXISTS (SELECT FROM players WHERE id = player AND blocked_at IS NOT NULL) THEN
    PERFORM protection_refuse('playerBlocked', 'Your account is blocked: deposits are closed',
      'playerBlocked');
  END IF;
  PERFORM protection_refuse_excluded(player, 'playerExcluded', 'deposits are closed');
  SELECT brand.*, currency.scale AS base_scale,
         COALESCE(verification.status = 'verified', false) AS verified
  INTO STRICT settings
  FROM players
  JOIN brand_protection brand ON brand.brand_id = players.brand_id
  JOIN currencies currency ON currency.code = brand.base_currency
  LEFT JOIN player_verifications verification ON verification.player_id = players.id
  WHERE players.id = player;
  IF settings.verify_before_deposit AND NOT settings.verified THEN
    PERFORM protection_refuse('verificationRequired',
      'Verify your identity (upload your documents) before depositing', 'verificationRequired');
  END IF;
  converted := fx_convert_at_mid_rate(amount, deposit_currency, settings.base_currency);
  IF converted IS NULL THEN
    PERFORM game_wallet_refuse('badRequest',
      format('No exchange rate from %s to %s', deposit_currency, settings.base_currency));
  END IF;
  IF NOT settings.verified THEN
    approved := protection_recent_approved_deposits(player, settings.base_currency);
    IF approved >= settings.aml_threshold THEN
      PERFORM protection_refuse('verificationRequired', format(
        'Your approved deposits of the last 30 days reached %s %s: verify your identity '
        '(upload your documents) before depositing again',
        trim_scale(round(settings.aml_threshold, settings.base_scale)), settings.base_currency),
        'amlVerificationRequired',
        jsonb_build_object(
          'amount', trim_scale(round(settings.aml_threshold, settings.base_scale))::text,
          'currency', settings.base_currency));
    END IF;
  END IF;
  PERFORM protection_check_limits(player, ARRAY['deposit'], converted, false,
    settings.base_currency, settings.base_scale, 'limitReached');
END $$;
