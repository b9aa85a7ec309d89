-- Games from an aggregator (Hub88) join the catalogue beside the demo provider's: they run on no
-- demo engine and have no theme, and the aggregator may switch them off.
ALTER TABLE games
  ALTER COLUMN engine DROP NOT NULL,
  ALTER COLUMN theme DROP NOT NULL,
  ADD COLUMN enabled boolean NOT NULL DEFAULT true,
  ADD CONSTRAINT games_engine_has_theme CHECK ((engine IS NULL) = (theme IS NULL));

-- Hub88's suppliers (its `product`), each a provider of the catalogue.
CREATE TABLE hub88_suppliers (
  product text PRIMARY KEY CHECK (product <> ''),
  gpid text NOT NULL UNIQUE REFERENCES game_providers (gpid)
);

ALTER TABLE hub88_games ADD COLUMN synced_at timestamptz NOT NULL DEFAULT now();
