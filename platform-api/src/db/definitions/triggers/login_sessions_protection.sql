-- Player protection decides whether and for how long a login session may start.
CREATE OR REPLACE TRIGGER login_sessions_protection BEFORE INSERT ON login_sessions
  FOR EACH ROW EXECUTE FUNCTION protection_login_session_starts();
