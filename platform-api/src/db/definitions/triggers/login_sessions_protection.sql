-- Player protection decides whether and for how long a login session may start.
CREATE OR REPLACE TRIGGER login_sessions_protection BEFORE INSERT ON login_sessions
  FOR EACH ROW EXECUTE FUNCTION protection_login_session_starts();
-- Always: also under session_replication_role = replica, which otherwise skips triggers.
ALTER TABLE login_sessions ENABLE ALWAYS TRIGGER login_sessions_protection;
