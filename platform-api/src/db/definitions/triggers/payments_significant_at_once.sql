-- A large payment approved as it is recorded (a confirmed chain deposit) is a significant event.
CREATE OR REPLACE TRIGGER payments_significant_at_once AFTER INSERT
  ON payments FOR EACH ROW WHEN (NEW.status = 'approved')
  EXECUTE FUNCTION significant_payment_approved();
