-- Significant events are never changed or deleted.
CREATE OR REPLACE TRIGGER significant_events_append_only BEFORE UPDATE OR DELETE
  ON significant_events FOR EACH ROW EXECUTE FUNCTION significant_events_refuse_change();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE significant_events ENABLE ALWAYS TRIGGER significant_events_append_only;
