-- A large payment approved as it is recorded (a confirmed chain deposit) is a significant event.
CREATE OR REPLACE TRIGGER depo_wd_transactions_significant_at_once AFTER INSERT
  ON depo_wd_transactions FOR EACH ROW WHEN (NEW.status = 'SUCCESS')
  EXECUTE FUNCTION significant_payment_approved();
