-- Before a login session is stored: refuses a player the operator blocked (playerBlocked) or a
-- timed-out or self-excluded one (playerExcluded, with the end date), and ends the session no
-- later than the player's session limit in force.
CREATE OR REPLACE FUNCTION protection_login_session_starts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  excluded constant text := protection_exclusion_message(NEW.player_id);
  minutes numeric;
BEGIN
  IF EXISTS (SELECT FROM players WHERE id = NEW.player_id AND blocked_at IS NOT NULL) THEN
    PERFORM gateway_refuse('playerBlocked', 'Your account is blocked: please contact support');
  END IF;
  IF excluded IS NOT NULL THEN
    PERFORM gateway_refuse('playerExcluded', excluded || ': you cannot log in before then');
  END IF;
  SELECT protection_limit_in_force(limits) INTO minutes
  FROM player_limits limits
  WHERE limits.player_id = NEW.player_id AND limits.kind = 'session';
  IF minutes IS NOT NULL THEN
    NEW.expires_at := least(NEW.expires_at, NEW.created_at + minutes * interval '1 minute');
  END IF;
  RETURN NEW;
END $$;
