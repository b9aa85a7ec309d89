-- Time-outs and self-exclusions are never changed nor deleted: neither the player nor an operator
-- lifts one early.
CREATE OR REPLACE TRIGGER player_exclusions_append_only BEFORE UPDATE OR DELETE ON player_exclusions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
