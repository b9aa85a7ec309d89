-- Trigger of payments: keeps protection_usage_hours in step with the deposits that
-- count against deposit limits, the requested and approved ones (a decision that declines a
-- request takes it away; releasing a held chain deposit adds it). An update counts as the old row
-- taken away and the new one added.
CREATE OR REPLACE FUNCTION protection_usage_track_deposit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.transaction_type = 'DEPOSIT'
     AND OLD.status IN ('pending', 'approved') THEN
    PERFORM protection_usage_hours_add(OLD.player_id, 'deposit', OLD.currency, OLD.created_at,
      -OLD.amount);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.transaction_type = 'DEPOSIT'
     AND NEW.status IN ('pending', 'approved') THEN
    PERFORM protection_usage_hours_add(NEW.player_id, 'deposit', NEW.currency, NEW.created_at,
      NEW.amount);
  END IF;
  RETURN NULL;
END $$;
