-- The operator's player administration: why and by whom a player was blocked (blocked_at exists
-- since 0032), the staff's internal notes on players, and the indexes of the player search
-- (prefixes of username, email and phone number).

ALTER TABLE players ADD COLUMN blocked_reason text CHECK (blocked_reason <> ''),
  ADD COLUMN blocked_by text,
  ADD CHECK (blocked_at IS NOT NULL OR (blocked_reason IS NULL AND blocked_by IS NULL));

-- Append-only: a note is never edited nor deleted (triggers/player_notes_append_only.sql).
CREATE TABLE player_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  -- The staff username or API key name that wrote it.
  author text NOT NULL CHECK (author <> ''),
  text text NOT NULL CHECK (text <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_player ON player_notes (player_id, created_at);

CREATE INDEX players_username_prefix ON players (username text_pattern_ops);
CREATE INDEX players_email_prefix ON players (lower(email) text_pattern_ops);
CREATE INDEX players_phone_number_prefix ON players (phone_number text_pattern_ops);
