-- The protection history is append-only.
CREATE OR REPLACE TRIGGER protection_history_append_only BEFORE UPDATE OR DELETE
  ON protection_history FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE protection_history ENABLE ALWAYS TRIGGER protection_history_append_only;
