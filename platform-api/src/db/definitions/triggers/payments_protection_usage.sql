-- Every row written, changed or removed moves the player's running totals of what counts against
-- limits (protection_usage_hours) in the same transaction; an update of other columns (a stored
-- answer, a decision's author) does not run it.
CREATE OR REPLACE TRIGGER payments_protection_usage
  AFTER INSERT OR DELETE OR UPDATE OF transaction_type, status, player_id, currency, amount, created_at ON payments
  FOR EACH ROW EXECUTE FUNCTION protection_usage_track_deposit();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE payments ENABLE ALWAYS TRIGGER payments_protection_usage;
