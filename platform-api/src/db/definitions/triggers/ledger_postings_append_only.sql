-- The ledger is append-only: postings are never changed or deleted.
CREATE OR REPLACE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE ledger_postings ENABLE ALWAYS TRIGGER ledger_postings_append_only;
