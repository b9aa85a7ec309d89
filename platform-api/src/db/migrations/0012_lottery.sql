-- Lottery markets and their draws. Draws are scheduled on multiples of the market's interval
-- since the Unix epoch, so every API process agrees on the schedule without storing it.

CREATE TABLE lottery_markets (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{2,16}$'),
  name text NOT NULL,
  digits smallint NOT NULL CHECK (digits BETWEEN 1 AND 12),
  draw_interval_minutes integer NOT NULL CHECK (draw_interval_minutes BETWEEN 1 AND 1440),
  sort integer NOT NULL
);

CREATE TABLE lottery_draws (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  market_code text NOT NULL REFERENCES lottery_markets (code) ON DELETE CASCADE,
  draw_number integer NOT NULL CHECK (draw_number > 0),
  winning_numbers text NOT NULL CHECK (winning_numbers ~ '^[0-9]+$'),
  -- The scheduled time of the draw, also for draws made late after downtime.
  drawn_at timestamptz NOT NULL,
  -- Both keep a draw from being made twice, whichever process makes it.
  UNIQUE (market_code, draw_number),
  UNIQUE (market_code, drawn_at)
);
