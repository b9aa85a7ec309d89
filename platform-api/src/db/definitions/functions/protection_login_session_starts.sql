-- Before a login session is stored: refuses a player the operator blocked (playerBlocked) or a
-- timed-out or self-excluded one (playerExcluded, with the end date), and ends the session no
-- later than the player's session limit in force.
CREATE OR REPLACE FUNCTION protection_login_session_starts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  minutes numeric;
BEGIN
  IF EXISTS (SELECT FROM players WHERE id = NEW.player_id AND blocked_at IS NOT NULL) THEN
    PERFORM protection_refuse('playerBlocked', 'Your account is blocked: please contact support',
      'playerBlocked');
  END IF;
  PERFORM protection_refuse_excluded(NEW.player_id, 'playerExcluded',
    'you cannot log in before then');
  SELECT protection_limit_in_force(limits) INTO minutes
  FROM player_limits limits
  WHERE limits.player_id = NEW.player_id AND limits.kind = 'session';
  IF minutes IS NOT NULL THEN
    NEW.expires_at := least(NEW.expires_at, NEW.created_at + minutes * interval '1 minute');
  END IF;
  RETURN NEW;
END $$;
