-- Staff on the realtime WebSocket (docs/api.md#staff-realtime). The staff session lives in an
-- HttpOnly cookie scoped to /admin, which neither the socket at /graphql nor the page's script can
-- send; the back office trades it for a ticket of a few seconds, used once in connection_init.
-- Stored as its sha256; it goes with the session it was issued for.
CREATE TABLE staff_socket_tickets (
  ticket_hash bytea PRIMARY KEY,
  session_hash bytea NOT NULL REFERENCES staff_sessions (token_hash) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX staff_socket_tickets_by_session ON staff_socket_tickets (session_hash);

-- The country a login came from, as a trusted proxy names it (CF-IPCountry), shown to staff beside
-- its address. Sessions started before this, or not behind such a proxy, have none.
ALTER TABLE login_sessions ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$');
