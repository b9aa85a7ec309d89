-- Notes on players are append-only: a correction is a new note.
CREATE OR REPLACE TRIGGER player_notes_append_only BEFORE UPDATE OR DELETE
  ON player_notes FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE player_notes ENABLE ALWAYS TRIGGER player_notes_append_only;
