-- One account per person per brand (GLI-19 2.5.2): an email or phone number opens one account on
-- a brand, compared after normalisation, and a player's device fingerprint at registration is kept
-- to tell self-referrals (docs/protection.md, "One account per person").

-- Emails compare without case or whitespace; phone numbers by their digits without the leading
-- zeros or `+` of an international prefix (identity/persons.ts normalises input the same way).
ALTER TABLE players
  ADD COLUMN email_normalised text
    GENERATED ALWAYS AS (nullif(lower(regexp_replace(email, '\s', '', 'g')), '')) STORED,
  ADD COLUMN phone_normalised text
    GENERATED ALWAYS AS (nullif(ltrim(regexp_replace(phone_number, '\D', '', 'g'), '0'), ''))
    STORED,
  ADD COLUMN registration_fingerprint_hash bytea
    CHECK (octet_length(registration_fingerprint_hash) = 32);

-- Accounts that shared an email or phone number with an older account of their brand before this
-- rule: the older account keeps it, the later ones give it up and it is kept here, so an operator
-- can see whose it was and ask the player for a contact of their own.
CREATE TABLE player_contact_duplicates (
  player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('email', 'phone_number')),
  value text NOT NULL,
  kept_by uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  resolved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, field)
);

WITH ranked AS (
  SELECT id, email,
         first_value(id) OVER same AS kept_by, row_number() OVER same AS rank
  FROM players WHERE email_normalised IS NOT NULL
  WINDOW same AS (PARTITION BY brand_id, email_normalised ORDER BY created_at, id)
), moved AS (
  INSERT INTO player_contact_duplicates (player_id, field, value, kept_by)
  SELECT id, 'email', email, kept_by FROM ranked WHERE rank > 1
  RETURNING player_id
)
UPDATE players SET email = NULL FROM moved WHERE players.id = moved.player_id;

WITH ranked AS (
  SELECT id, phone_number,
         first_value(id) OVER same AS kept_by, row_number() OVER same AS rank
  FROM players WHERE phone_normalised IS NOT NULL
  WINDOW same AS (PARTITION BY brand_id, phone_normalised ORDER BY created_at, id)
), moved AS (
  INSERT INTO player_contact_duplicates (player_id, field, value, kept_by)
  SELECT id, 'phone_number', phone_number, kept_by FROM ranked WHERE rank > 1
  RETURNING player_id
)
UPDATE players SET phone_number = NULL FROM moved WHERE players.id = moved.player_id;

CREATE UNIQUE INDEX players_brand_email_key ON players (brand_id, email_normalised);
CREATE UNIQUE INDEX players_brand_phone_key ON players (brand_id, phone_normalised);
-- Exclusions and referrals look the same person up across brands.
CREATE INDEX players_email_normalised ON players (email_normalised);
CREATE INDEX players_phone_normalised ON players (phone_normalised);
CREATE INDEX players_registration_fingerprint_hash ON players (registration_fingerprint_hash);
