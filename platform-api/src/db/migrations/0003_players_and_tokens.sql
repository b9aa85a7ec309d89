-- Players, their login sessions, visitors' session tokens and failed logins.
-- Tokens are stored only as SHA-256 hashes.

CREATE TABLE players (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand_id text NOT NULL REFERENCES brands (id),
  -- Usernames are case-insensitive: stored in lowercase, unique per brand.
  username text NOT NULL CHECK (username ~ '^[a-z0-9_]{4,20}$'),
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  email text,
  phone_number text,
  bank_name text REFERENCES payment_channels (code),
  bank_account_name text,
  bank_account_number text,
  currency text NOT NULL REFERENCES currencies (code),
  referral_code text NOT NULL CHECK (referral_code ~ '^[A-Z0-9]{8}$'),
  referred_by uuid REFERENCES players (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT players_brand_username_key UNIQUE (brand_id, username),
  CONSTRAINT players_referral_code_key UNIQUE (referral_code),
  -- A bank account is all three fields or none.
  CHECK ((bank_name IS NULL) = (bank_account_name IS NULL)
     AND (bank_name IS NULL) = (bank_account_number IS NULL)),
  CHECK (referred_by <> id)
);
CREATE INDEX players_referred_by ON players (referred_by);

CREATE TABLE session_tokens (
  token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  fingerprint_hash bytea NOT NULL CHECK (octet_length(fingerprint_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);
CREATE INDEX session_tokens_expires_at ON session_tokens (expires_at);

CREATE TABLE login_sessions (
  token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);
CREATE INDEX login_sessions_player_id ON login_sessions (player_id);
CREATE INDEX login_sessions_expires_at ON login_sessions (expires_at);

-- Failed logins by (brand, username), whether or not the player exists; shared by all API processes.
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id text NOT NULL,
  username text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_by_username ON login_failures (brand_id, username, failed_at);
CREATE INDEX login_failures_failed_at ON login_failures (failed_at);
