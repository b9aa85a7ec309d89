-- Staff watching the payments queue hear of a request entering or leaving it
-- (payment_queue_announce).
CREATE OR REPLACE TRIGGER payments_queue_announce
  AFTER INSERT OR UPDATE OF status ON payments FOR EACH ROW
  EXECUTE FUNCTION payment_queue_announce();
