-- The game catalogue's version, one row: every statement that changes games, providers or
-- categories moves it on (triggers in ../definitions/triggers/), so the API rebuilds its /data
-- files once per change instead of once per request.
CREATE TABLE catalog_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);

INSERT INTO catalog_version (version) VALUES (1);
