-- Player protection: each brand's settings, players' limits, time-outs and self-exclusions,
-- their choices (reality check, the deposit limit prompt), identity verification (KYC) with its
-- documents, and the history of every change operators read (docs/protection.md).

ALTER TABLE players ADD COLUMN date_of_birth date;

CREATE TABLE brand_protection (
  brand_id text PRIMARY KEY REFERENCES brands (id) ON DELETE CASCADE,
  -- Limits and the AML threshold are amounts in this currency; others convert at the current rate.
  base_currency text NOT NULL REFERENCES currencies (code),
  reality_check_minutes smallint NOT NULL DEFAULT 60
    CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  reality_check_can_be_off boolean NOT NULL DEFAULT true,
  verify_before_withdrawal boolean NOT NULL DEFAULT true,
  verify_before_deposit boolean NOT NULL DEFAULT false,
  verify_before_play boolean NOT NULL DEFAULT false,
  -- Approved deposits within 30 days reaching this amount make further deposits wait for
  -- verification.
  aml_threshold numeric(38, 18) NOT NULL CHECK (aml_threshold > 0),
  CHECK (reality_check_can_be_off OR reality_check_minutes > 0)
);

-- Brands that exist already keep paying out as before until their operator turns the gate on;
-- 35,000,000 IDR is about 2,000 EUR.
INSERT INTO brand_protection (brand_id, base_currency, aml_threshold, verify_before_withdrawal)
SELECT id, 'IDR', 35000000, false FROM brands;

CREATE TABLE player_limits (
  player_id uuid NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  -- A session limit's period is the login session itself.
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  -- Base currency amount, or minutes for a session limit; NULL: no limit in force.
  value numeric(38, 18) CHECK (value > 0),
  -- What takes effect at pending_from (an increase, or a removal when NULL).
  pending_value numeric(38, 18) CHECK (pending_value > 0),
  pending_from timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session')),
  CHECK (kind <> 'session' OR (value = trunc(value) AND pending_value = trunc(pending_value))),
  CHECK (pending_from IS NOT NULL OR pending_value IS NULL)
);

-- Time-outs and self-exclusions: never changed nor deleted, so none is lifted early.
CREATE TABLE player_exclusions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  all_brands boolean NOT NULL DEFAULT false,
  -- The exclusion on another brand this one extends (allBrands).
  extends_exclusion_id uuid REFERENCES player_exclusions (id),
  CHECK (ends_at > starts_at)
);
CREATE INDEX player_exclusions_player ON player_exclusions (player_id, ends_at);

CREATE TABLE player_protection_choices (
  player_id uuid PRIMARY KEY REFERENCES players (id),
  -- NULL: the brand's default.
  reality_check_minutes smallint CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  deposit_limit_prompt_declined_at timestamptz
);

CREATE TABLE player_verifications (
  player_id uuid PRIMARY KEY REFERENCES players (id),
  -- No row is level 'none'.
  status text NOT NULL CHECK (status IN ('submitted', 'verified', 'rejected')),
  full_name text CHECK (full_name <> ''),
  -- The operator's reason, given exactly when rejected.
  reason text CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  -- A sanctions/PEP list entry matching the player: verification waits for a manual review.
  screening_match text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_verifications_submitted ON player_verifications (updated_at)
  WHERE status = 'submitted';

CREATE TABLE kyc_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  document_type text NOT NULL
    CHECK (document_type IN ('identity_front', 'identity_back', 'proof_of_address')),
  -- File name inside KYC_DIR, and its sniffed MIME type.
  file text NOT NULL UNIQUE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_player ON kyc_documents (player_id, created_at);

-- Append-only: who changed which protection, when.
CREATE TABLE protection_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  action text NOT NULL CHECK (action <> ''),
  details jsonb NOT NULL CHECK (jsonb_typeof(details) = 'object'),
  actor text NOT NULL CHECK (actor IN ('player', 'operator', 'system')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protection_history_player ON protection_history (player_id, created_at);
