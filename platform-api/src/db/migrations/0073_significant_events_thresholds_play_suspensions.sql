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
