-- Reference data: countries, currencies, payment channels, game providers, categories and games.

CREATE TABLE countries (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{2}$'),
  name text NOT NULL,
  dial_code text NOT NULL CHECK (dial_code ~ '^\+[0-9]{1,4}$')
);

CREATE TABLE currencies (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{2,10}$'),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('fiat', 'crypto')),
  -- Decimal places of amounts in this currency; ledger amounts are NUMERIC at this scale.
  scale smallint NOT NULL CHECK (scale BETWEEN 0 AND 18),
  symbol text NOT NULL,
  logo text NOT NULL,
  networks text[] NOT NULL DEFAULT '{}',
  sort integer NOT NULL,
  CHECK (type = 'crypto' OR cardinality(networks) = 0)
);

CREATE TABLE payment_channels (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_-]{2,32}$'),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('bank', 'eWallet', 'crypto')),
  currency text NOT NULL REFERENCES currencies (code),
  logo text NOT NULL,
  min_amount numeric NOT NULL CHECK (min_amount > 0),
  max_amount numeric NOT NULL CHECK (max_amount >= min_amount),
  sort integer NOT NULL
);
CREATE INDEX payment_channels_currency ON payment_channels (currency);

CREATE TABLE game_categories (
  code text PRIMARY KEY CHECK (code ~ '^[a-z]+$'),
  name text NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE game_providers (
  gpid text PRIMARY KEY CHECK (gpid ~ '^[A-Z0-9]{2,10}$'),
  gpname text NOT NULL,
  gplogo text NOT NULL,
  sort integer NOT NULL
);

-- Which categories a provider offers, so providers can be listed per category before any game is.
CREATE TABLE game_provider_categories (
  gpid text NOT NULL REFERENCES game_providers (gpid) ON DELETE CASCADE,
  category text NOT NULL REFERENCES game_categories (code) ON DELETE CASCADE,
  PRIMARY KEY (gpid, category)
);

CREATE TABLE games (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gpid text NOT NULL REFERENCES game_providers (gpid),
  category text NOT NULL REFERENCES game_categories (code),
  name text NOT NULL,
  code text NOT NULL,
  thumbnail text NOT NULL,
  is_popular boolean NOT NULL DEFAULT false,
  is_recommended boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (gpid, code)
);
