-- Tells staff who watch the payments queue that it changed (docs/architecture.md, realtime event
-- flow): a payment entered it, or left it on a decision. The event goes to the realtime outbox in
-- the transaction of the change, whichever code path made it, and carries only what staff scope
-- needs (the brand) and what the queue refreshes for.
CREATE OR REPLACE FUNCTION payment_queue_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The queue lists what waits for staff: pending requests and held chain deposits.
  IF TG_OP = 'INSERT' AND NEW.status NOT IN ('pending', 'held') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.status NOT IN ('pending', 'held') OR NEW.status = OLD.status) THEN
    RETURN NULL;
  END IF;
  PERFORM realtime_outbox_add(NULL, jsonb_build_object(
    'kind', 'paymentQueueChanged',
    'brandId', (SELECT brand_id FROM players WHERE id = NEW.player_id),
    'transactionId', NEW.id::text,
    'change', CASE TG_OP WHEN 'INSERT' THEN 'requested' ELSE 'decided' END));
  RETURN NULL;
END $$;
