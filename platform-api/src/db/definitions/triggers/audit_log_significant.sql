-- Some audited writes are significant events (significant_audited_write).
CREATE OR REPLACE TRIGGER audit_log_significant AFTER INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION significant_audited_write();
