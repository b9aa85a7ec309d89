-- Every row written, changed or removed moves the player's running totals of what counts against
-- limits (protection_usage_hours) in the same transaction; an update of other columns (a stored
-- answer, a decision's author) does not run it.
CREATE OR REPLACE TRIGGER provider_transactions_protection_usage
  AFTER INSERT OR DELETE OR UPDATE OF kind, player_id, currency, amount, created_at ON provider_transactions
  FOR EACH ROW EXECUTE FUNCTION protection_usage_track_game();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE provider_transactions ENABLE ALWAYS TRIGGER provider_transactions_protection_usage;
