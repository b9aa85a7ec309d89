-- The built-in demo provider's own state: which game each of its gateway sessions plays.

CREATE TABLE demo_provider_sessions (
  session_id uuid PRIMARY KEY,
  gpid text NOT NULL,
  game_code text NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
