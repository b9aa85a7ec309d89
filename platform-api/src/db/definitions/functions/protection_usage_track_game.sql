-- Trigger of provider_transactions: keeps protection_usage_hours in step with its bets and wins
-- (tombstones name no player and count for nothing). An update counts as the old row taken away
-- and the new one added.
CREATE OR REPLACE FUNCTION protection_usage_track_game() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.kind IN ('bet', 'win') THEN
    PERFORM protection_usage_hours_add(OLD.player_id, OLD.kind, OLD.currency, OLD.created_at,
      -OLD.amount);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.kind IN ('bet', 'win') THEN
    PERFORM protection_usage_hours_add(NEW.player_id, NEW.kind, NEW.currency, NEW.created_at,
      NEW.amount);
  END IF;
  RETURN NULL;
END $$;
