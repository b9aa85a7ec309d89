-- The weeks each cashback offer has paid (docs/bonus.md#weekly-cashback): the weekly job skips a
-- week it finished. A grant's source key ('cashback:<offerId>:<week>:<playerId>') already makes a
-- repeat pay nobody twice; this row spares the job re-reading a finished week's losses.
CREATE TABLE bonus_cashback_weeks (
  offer_id uuid NOT NULL REFERENCES bonus_offers (id),
  -- Monday 00:00 UTC of the week paid.
  week_start timestamptz NOT NULL,
  grants integer NOT NULL CHECK (grants >= 0),
  paid_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (offer_id, week_start)
);
