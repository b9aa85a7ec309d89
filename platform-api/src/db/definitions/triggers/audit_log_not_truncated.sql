-- Nor emptied at once: TRUNCATE skips row triggers.
CREATE OR REPLACE TRIGGER audit_log_not_truncated BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
