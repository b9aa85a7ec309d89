-- The built-in demo provider's own state: which game each of its gateway sessions plays, and in
-- which currency (with its decimal places, as the gateway's balances show them).

CREATE TABLE demo_provider_sessions (
  session_id uuid PRIMARY KEY,
  gpid text NOT NULL,
  game_code text NOT NULL,
  currency text NOT NULL,
  scale smallint NOT NULL CHECK (scale BETWEEN 0 AND 18),
  created_at timestamptz NOT NULL DEFAULT now()
);
