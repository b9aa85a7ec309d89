-- Realtime events leave through an outbox: each is written in the transaction of the change it
-- announces, delivered once that transaction committed, and deleted once delivered, so the table
-- holds only what is still on its way (docs/architecture.md, "Realtime events").
CREATE TABLE realtime_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The player the event is about, and its place in that player's events; null for a brand's.
  player_id uuid,
  player_sequence bigint,
  event jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT realtime_outbox_sequenced_players CHECK ((player_id IS NULL) = (player_sequence IS NULL))
);

-- Each player's last sequence number: one row per player, written only by transactions that move
-- that player's money (and so already hold their account's lock), so players never contend here.
CREATE TABLE realtime_player_sequences (
  player_id uuid PRIMARY KEY REFERENCES players (id),
  last_sequence bigint NOT NULL CHECK (last_sequence > 0)
);
