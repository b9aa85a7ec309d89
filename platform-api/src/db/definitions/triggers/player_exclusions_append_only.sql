-- Time-outs and self-exclusions are never changed nor deleted: neither the player nor an operator
-- lifts one early.
CREATE OR REPLACE TRIGGER player_exclusions_append_only BEFORE UPDATE OR DELETE ON player_exclusions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE player_exclusions ENABLE ALWAYS TRIGGER player_exclusions_append_only;
