-- A large payment approved by staff is a significant event (significant_payment_approved).
CREATE OR REPLACE TRIGGER payments_significant AFTER UPDATE OF status
  ON payments FOR EACH ROW
  WHEN (NEW.status = 'approved' AND OLD.status IS DISTINCT FROM 'approved')
  EXECUTE FUNCTION significant_payment_approved();
