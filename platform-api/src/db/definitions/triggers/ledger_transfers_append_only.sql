-- The ledger is append-only: transfers are never changed or deleted.
CREATE OR REPLACE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE ledger_transfers ENABLE ALWAYS TRIGGER ledger_transfers_append_only;
