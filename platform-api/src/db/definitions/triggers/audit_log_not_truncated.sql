-- Nor emptied at once: TRUNCATE skips row triggers.
CREATE OR REPLACE TRIGGER audit_log_not_truncated BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE audit_log ENABLE ALWAYS TRIGGER audit_log_not_truncated;
