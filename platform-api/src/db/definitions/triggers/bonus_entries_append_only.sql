-- A grant's entries are its history, proven to the player: never changed or deleted.
CREATE OR REPLACE TRIGGER bonus_entries_append_only BEFORE UPDATE OR DELETE ON bonus_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE bonus_entries ENABLE ALWAYS TRIGGER bonus_entries_append_only;
