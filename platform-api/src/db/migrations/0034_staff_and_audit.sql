-- The operator's back office: staff accounts (password and TOTP), their sessions, API keys for
-- machines, and the append-only audit trail of every admin write (docs/api.md#admin-api).

CREATE TABLE staff (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL UNIQUE CHECK (username ~ '^[a-z0-9][a-z0-9._-]{1,63}$'),
  password_hash text NOT NULL,
  must_change_password boolean NOT NULL,
  -- Base32; the HMAC key of the staff member's codes, so it is kept as it is, not hashed.
  totp_secret text NOT NULL,
  -- A secret being enrolled: it replaces totp_secret once a code of it is confirmed.
  pending_totp_secret text,
  -- The newest accepted code's time step: a code is never accepted twice.
  last_totp_time_step bigint NOT NULL DEFAULT 0,
  roles text[] NOT NULL CHECK (cardinality(roles) > 0
    AND roles <@ ARRAY['owner', 'payments', 'support', 'marketing', 'release']),
  -- NULL: every brand.
  brand_ids text[] CHECK (cardinality(brand_ids) > 0),
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failed logins per username, known or not, so a lockout says nothing about who exists.
CREATE TABLE staff_login_attempts (
  username text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

CREATE TABLE staff_sessions (
  token_hash bytea PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);

CREATE TABLE api_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$'),
  key_hash bytea NOT NULL UNIQUE,
  roles text[] NOT NULL CHECK (cardinality(roles) > 0
    AND roles <@ ARRAY['owner', 'payments', 'support', 'marketing', 'release']),
  brand_ids text[] CHECK (cardinality(brand_ids) > 0),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('staff', 'key', 'bootstrap', 'anonymous')),
  action text NOT NULL,
  brand_id text,
  target text,
  before jsonb,
  after jsonb,
  ip text
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_by_actor ON audit_log (actor, at DESC);
CREATE INDEX audit_log_by_target ON audit_log (target, at DESC);
