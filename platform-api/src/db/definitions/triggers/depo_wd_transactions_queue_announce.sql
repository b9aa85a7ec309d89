-- Staff watching the payments queue hear of a request entering or leaving it
-- (payment_queue_announce).
CREATE OR REPLACE TRIGGER depo_wd_transactions_queue_announce
  AFTER INSERT OR UPDATE OF status ON depo_wd_transactions FOR EACH ROW
  EXECUTE FUNCTION payment_queue_announce();
