-- Game recall (GLI-19 2.8.2, 4.14, 4.16). The demo provider, like any game server, keeps the
-- record of each round it plays: the player's choices from before the stake is taken, then the
-- draw and its win. A round a crash or a lost connection left open is finished from this record
-- when the player comes back to the game (a new session of the same player and game).
ALTER TABLE demo_provider_sessions ADD COLUMN player_id uuid;

CREATE TABLE demo_provider_rounds (
  round_id text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES demo_provider_sessions (session_id),
  -- Chosen before the bet, so a call resent after a crash is the same call.
  bet_transaction_id text NOT NULL,
  win_transaction_id text NOT NULL,
  stake numeric(38, 18) NOT NULL CHECK (stake > 0),
  -- A free spin's grant: no bet, and the win is paid to the grant (gateway free-spin).
  free_spin_grant uuid,
  -- Dice: { dice: { direction, target } }; slots: {}.
  choices jsonb NOT NULL,
  -- What the game page shows of the draw (reels and lines, or the roll) and whether it won the
  -- jackpot; NULL until drawn.
  outcome jsonb,
  win numeric(38, 18) CHECK (win >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Paid (or, when its bet never arrived, given up); NULL while the round is unfinished.
  resolved_at timestamptz,
  CHECK ((outcome IS NULL) = (win IS NULL))
);
CREATE INDEX demo_provider_rounds_unresolved ON demo_provider_rounds (session_id)
  WHERE resolved_at IS NULL;
