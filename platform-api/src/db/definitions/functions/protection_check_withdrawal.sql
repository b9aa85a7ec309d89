-- Refuses a withdrawal request while the brand requires a verified identity first.
CREATE OR REPLACE FUNCTION protection_check_withdrawal(player uuid)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT FROM players
    JOIN brand_protection brand ON brand.brand_id = players.brand_id
    LEFT JOIN player_verifications verification ON verification.player_id = players.id
    WHERE players.id = player AND brand.verify_before_withdrawal
      AND verification.status IS DISTINCT FROM 'verified')
  THEN
    PERFORM protection_refuse('verificationRequired',
      'Verify your identity (upload your documents) before your first withdrawal',
      'verificationRequired');
  END IF;
END $$;
