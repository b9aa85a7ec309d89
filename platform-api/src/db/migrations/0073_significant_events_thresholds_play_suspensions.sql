-- The remaining significant events (GLI-19 2.8.8) and disable on demand (2.4.1), docs/compliance.md.

-- A player's wins of a UTC day, summed in the brand's base currency, reaching this amount are a
-- significant event (large_daily_win), once per player and day; null: none recorded. Brands
-- already running start at twice their single-win threshold.
ALTER TABLE brand_protection
  ADD COLUMN large_daily_win_threshold numeric(38, 18) CHECK (large_daily_win_threshold > 0);
UPDATE brand_protection SET large_daily_win_threshold = 2 * large_win_threshold;

-- The day of a large_daily_win event, so it is recorded once per player and day even when two
-- wins in different currencies cross the threshold together.
CREATE UNIQUE INDEX significant_events_daily_win_once ON significant_events
  (player_id, ((after ->> 'day'))) WHERE type = 'large_daily_win';

-- Disable on demand (GLI-19 2.4.1): per brand, all play, a provider's games or one game
-- suspended by staff with a reason. '' stands for every provider (gpid) or every game of the
-- provider (game_code). A suspension stops launches and bets; rounds in progress still settle
-- (4.15). Resuming deletes the row: the audit log and the significant events keep the history.
CREATE TABLE play_suspensions (
  brand_id text NOT NULL REFERENCES brands (id),
  gpid text NOT NULL DEFAULT '',
  game_code text NOT NULL DEFAULT '',
  reason text NOT NULL CHECK (reason <> '' AND length(reason) <= 500),
  suspended_by text NOT NULL,
  suspended_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_id, gpid, game_code),
  CHECK (gpid <> '' OR game_code = '')
);
