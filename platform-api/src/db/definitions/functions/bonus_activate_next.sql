-- Makes the oldest pending grant of the player in `grant_currency` active, its expiry clock
-- starting now, when none is active. The caller holds the player's account lock.
CREATE OR REPLACE FUNCTION bonus_activate_next(player uuid, grant_currency text)
RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  activated uuid;
BEGIN
  IF EXISTS (SELECT FROM bonus_grants WHERE player_id = player AND currency = grant_currency
             AND status = 'active') THEN
    RETURN NULL;
  END IF;
  UPDATE bonus_grants SET status = 'active', activated_at = now(),
    expires_at = now() + make_interval(days => (terms ->> 'expiryDays')::integer)
  WHERE id = (SELECT id FROM bonus_grants
              WHERE player_id = player AND currency = grant_currency AND status = 'pending'
              ORDER BY created_at, id LIMIT 1)
  RETURNING id INTO activated;
  RETURN activated;
END $$;
