-- Hub88's Freebets API (prepaids, rewards), the billable fields of its wallet calls (October
-- 2026), and the daily reconciliation with its transactions/list (docs/hub88.md).

-- The reward templates Hub88 offers per game, as freebet/prepaids/list last listed them.
CREATE TABLE hub88_prepaids (
  prepaid_uuid text PRIMARY KEY CHECK (prepaid_uuid <> ''),
  game_code text NOT NULL CHECK (game_code <> ''),
  currency text NOT NULL CHECK (currency <> ''),
  -- Hub88 units (1/100000 of the currency) per spin; NULL: the reward chooses.
  bet_value bigint CHECK (bet_value > 0),
  -- Spins; NULL: the reward chooses.
  bet_count integer CHECK (bet_count > 0),
  -- Hub88's kind of prepaid (free spins, bonus buy, …) as it names it, unknown values kept.
  prepaid_type text,
  -- Whether the last listing still had it.
  listed boolean NOT NULL DEFAULT true,
  synced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hub88_prepaids_game_code ON hub88_prepaids (game_code);

-- Hub88 limits some calls to one a minute per operator: the time each was last made, shared by
-- every API process.
CREATE TABLE hub88_limited_calls (
  path text PRIMARY KEY CHECK (path <> ''),
  called_at timestamptz NOT NULL
);

-- Rewards created at Hub88, by the operator_reference Croupier gave them (a free-spin grant's id).
CREATE TABLE hub88_rewards (
  operator_reference text PRIMARY KEY CHECK (operator_reference <> ''),
  reward_uuid text UNIQUE CHECK (reward_uuid <> ''),
  player_id uuid NOT NULL REFERENCES players (id),
  prepaid_uuid text NOT NULL,
  game_code text NOT NULL,
  currency text NOT NULL,
  bet_value bigint NOT NULL CHECK (bet_value > 0),
  bet_count integer NOT NULL CHECK (bet_count > 0),
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL CHECK (end_time > start_time),
  campaign_uuid text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);

-- What Hub88 says of a bet's or win's weight in GGR (October 2026), when it says it: recorded
-- with the call, by the call's transaction_uuid.
CREATE TABLE hub88_billing (
  gpid text NOT NULL,
  transaction_uuid text NOT NULL,
  is_billable boolean,
  -- In the currency (converted exactly from Hub88's units); NULL when not sent.
  billable_amount numeric(38, 18) CHECK (billable_amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gpid, transaction_uuid),
  FOREIGN KEY (gpid, transaction_uuid) REFERENCES provider_transactions (gpid, transaction_id)
);

-- One row per closed UTC day compared with Hub88's transactions/list; a re-run replaces it.
CREATE TABLE hub88_reconciliation_days (
  day date PRIMARY KEY,
  hub88_count integer NOT NULL CHECK (hub88_count >= 0),
  ledger_count integer NOT NULL CHECK (ledger_count >= 0),
  differences integer NOT NULL CHECK (differences >= 0),
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hub88_reconciliation_days_differences ON hub88_reconciliation_days (day)
  WHERE differences > 0;

-- The differences of a day, one per transaction_uuid.
CREATE TABLE hub88_reconciliation_items (
  day date NOT NULL REFERENCES hub88_reconciliation_days (day) ON DELETE CASCADE,
  transaction_uuid text NOT NULL CHECK (transaction_uuid <> ''),
  difference text NOT NULL
    CHECK (difference IN ('missingInLedger', 'missingAtHub88', 'amount', 'status')),
  kind text,
  hub88_amount numeric(38, 18),
  ledger_amount numeric(38, 18),
  hub88_status text,
  ledger_outcome text,
  PRIMARY KEY (day, transaction_uuid)
);
