-- Significant events (GLI-19 2.8.8): what a test lab checks was recorded, with time, component,
-- actor, reason and the value before and after; append-only (docs/compliance.md). The brand's
-- thresholds of a large win, wager and payment are amounts in its base currency (none when null).

CREATE TABLE significant_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  type text NOT NULL CONSTRAINT significant_events_type_check CHECK (type <> ''),
  component text NOT NULL,
  brand_id text REFERENCES brands (id),
  player_id uuid REFERENCES players (id),
  actor text NOT NULL,
  reason text NOT NULL,
  before jsonb,
  after jsonb,
  ip text
);
CREATE INDEX significant_events_at ON significant_events (at DESC, id DESC);
CREATE INDEX significant_events_by_brand ON significant_events (brand_id, at DESC);
CREATE INDEX significant_events_by_type ON significant_events (type, at DESC);

ALTER TABLE brand_protection
  ADD COLUMN large_win_threshold numeric(38, 18) CHECK (large_win_threshold > 0),
  ADD COLUMN large_wager_threshold numeric(38, 18) CHECK (large_wager_threshold > 0),
  ADD COLUMN large_payment_threshold numeric(38, 18) CHECK (large_payment_threshold > 0);
