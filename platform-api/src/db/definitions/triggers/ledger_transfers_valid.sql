-- Each transfer is checked at commit, once every posting of it is in (ledger_check_transfer). A
-- posting can only join a transfer of its own transaction (a foreign key), so this covers every
-- posting. PostgreSQL cannot replace a constraint trigger in place, so it is dropped and created
-- again, in one transaction.
DROP TRIGGER IF EXISTS ledger_transfers_valid ON ledger_transfers;
CREATE CONSTRAINT TRIGGER ledger_transfers_valid AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE ledger_transfers ENABLE ALWAYS TRIGGER ledger_transfers_valid;
