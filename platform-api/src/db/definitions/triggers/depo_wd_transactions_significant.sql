-- A large payment approved by staff is a significant event (significant_payment_approved).
CREATE OR REPLACE TRIGGER depo_wd_transactions_significant AFTER UPDATE OF status
  ON depo_wd_transactions FOR EACH ROW
  WHEN (NEW.status = 'SUCCESS' AND OLD.status IS DISTINCT FROM 'SUCCESS')
  EXECUTE FUNCTION significant_payment_approved();
