-- Trigger of provider_rollbacks: keeps protection_usage_hours in step with the refunds (a rollback
-- of an unknown bet names no player and counts for nothing). An update counts as the old row taken
-- away and the new one added.
CREATE OR REPLACE FUNCTION protection_usage_track_rollback() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.player_id IS NOT NULL THEN
    PERFORM protection_usage_hours_add(OLD.player_id, 'rollback', OLD.currency, OLD.created_at,
      -OLD.amount);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.player_id IS NOT NULL THEN
    PERFORM protection_usage_hours_add(NEW.player_id, 'rollback', NEW.currency, NEW.created_at,
      NEW.amount);
  END IF;
  RETURN NULL;
END $$;
