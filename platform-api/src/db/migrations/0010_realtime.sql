-- Logins reported by the realtime countLogin mutation (sent once per login): one counter per
-- player rather than a row per call, so the table grows with players only.

CREATE TABLE player_login_counts (
  player_id uuid PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  login_count bigint NOT NULL DEFAULT 1 CHECK (login_count > 0),
  first_login_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz NOT NULL DEFAULT now(),
  CHECK (last_login_at >= first_login_at)
);
