-- The back office's player page: where each login came from, and manual balance adjustments.

-- A login session remembers the address and browser it was started from, so staff can tell the
-- player's devices apart (the user agent is parsed when shown). Sessions started before this
-- have neither.
ALTER TABLE login_sessions
  ADD COLUMN ip text CHECK (length(ip) <= 64),
  ADD COLUMN user_agent text CHECK (length(user_agent) <= 512);
