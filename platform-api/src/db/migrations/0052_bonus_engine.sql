-- The bonus engine (docs/bonus.md): a brand's offers, the grants players hold with a snapshot of
-- their terms, and the entries that prove every figure of a grant. Bonus money is in the ledger:
-- each grant has one account of its own, so its bonus balance is exact and a conversion, forfeit
-- or expiry is one transfer of that account's balance. The lists of allowed values (kinds,
-- statuses, …) are rewritten from @croupier/contracts at every start (db/check-lists.ts).

-- Per brand: the rules its offers are checked against, and which money a bet spends first while a
-- grant is active (a grant copies it, so the bet path never reads the brand).
ALTER TABLE brands
  ADD COLUMN jurisdiction text NOT NULL DEFAULT 'none'
    CONSTRAINT brands_jurisdiction_check CHECK (jurisdiction = ANY ('{none,ukgc,mga}'::text[])),
  ADD COLUMN spending_order text NOT NULL DEFAULT 'real_first'
    CONSTRAINT brands_spending_order_check
      CHECK (spending_order = ANY ('{real_first,bonus_first}'::text[]));

CREATE TABLE bonus_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand_id text NOT NULL REFERENCES brands (id),
  kind text NOT NULL CONSTRAINT bonus_offers_kind_check
    CHECK (kind = ANY ('{welcome,reload,no_deposit,cashback,manual}'::text[])),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- Players claim with it in any case; stored upper case, unique in the brand.
  code text CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
  -- BonusOfferTermsSchema of @croupier/contracts, validated by the API before it is stored; the
  -- database checks the fields the engine computes with.
  terms jsonb NOT NULL CONSTRAINT bonus_offers_terms_check CHECK (
    jsonb_typeof(terms) = 'object'
    AND jsonb_typeof(terms -> 'currencies') = 'object'
    AND jsonb_typeof(terms -> 'wageringMultiplier') = 'string'
    AND terms ->> 'wageringBase' = ANY ('{bonus,bonus_deposit}')
    AND jsonb_typeof(terms -> 'weights') = 'object'
    AND jsonb_typeof(terms -> 'expiryDays') = 'number'
    AND jsonb_typeof(terms -> 'claimsPerPlayer') = 'number'),
  status text NOT NULL DEFAULT 'active' CONSTRAINT bonus_offers_status_check
    CHECK (status = ANY ('{active,archived}'::text[])),
  valid_from timestamptz NOT NULL DEFAULT now(),
  valid_until timestamptz CHECK (valid_until > valid_from),
  created_at timestamptz NOT NULL DEFAULT now(),
  archived_at timestamptz,
  CHECK ((status = 'archived') = (archived_at IS NOT NULL)),
  -- Deposit matches and cashback grant a share of something.
  CHECK (kind NOT IN ('welcome', 'reload', 'cashback') OR terms ? 'percent')
);
CREATE UNIQUE INDEX bonus_offers_brand_code_key ON bonus_offers (brand_id, code)
  WHERE code IS NOT NULL;
CREATE INDEX bonus_offers_brand_status ON bonus_offers (brand_id, status, created_at DESC);

CREATE TABLE bonus_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  offer_id uuid NOT NULL REFERENCES bonus_offers (id),
  currency text NOT NULL REFERENCES currencies (code),
  status text NOT NULL CONSTRAINT bonus_grants_status_check
    CHECK (status = ANY ('{pending,active,completed,forfeited,expired}'::text[])),
  -- What makes the grant once: 'deposit:<transactionId>', 'claim:<offerId>:<playerId>:<n>' (the
  -- player's n-th claim of the offer, so two concurrent claims cannot both be the first),
  -- 'cashback:<offerId>:<week>:<playerId>', 'staff:<Idempotency-Key>'.
  source_key text NOT NULL CONSTRAINT bonus_grants_source_key_key UNIQUE,
  -- The offer's terms when the grant was made, and the brand's spending order then: what the
  -- player was promised, whatever happens to the offer later.
  terms jsonb NOT NULL CHECK (jsonb_typeof(terms) = 'object'),
  spending_order text NOT NULL CONSTRAINT bonus_grants_spending_order_check
    CHECK (spending_order = ANY ('{real_first,bonus_first}'::text[])),
  granted numeric(38, 18) NOT NULL CHECK (granted > 0),
  wagering_required numeric(38, 18) NOT NULL CHECK (wagering_required >= 0),
  wagering_progress numeric(38, 18) NOT NULL DEFAULT 0 CHECK (wagering_progress >= 0),
  -- From the snapshot's currency terms, so a bet compares without reading the jsonb.
  max_bet numeric(38, 18) CHECK (max_bet > 0),
  -- The approved deposit a deposit match matched.
  deposit_id uuid REFERENCES depo_wd_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The expiry clock starts when the grant becomes active.
  activated_at timestamptz,
  expires_at timestamptz,
  ended_at timestamptz,
  -- Why it ended: 'withdrawal', 'player', 'selfExclusion', 'staff: …', 'balanceSpent', ….
  end_reason text CHECK (length(end_reason) BETWEEN 1 AND 200),
  CHECK (status <> 'pending' OR activated_at IS NULL),
  CHECK (status <> 'active' OR activated_at IS NOT NULL),
  CHECK ((activated_at IS NULL) = (expires_at IS NULL)),
  CHECK ((status IN ('pending', 'active')) = (ended_at IS NULL)),
  CHECK (status NOT IN ('forfeited', 'expired') OR end_reason IS NOT NULL),
  CHECK (ended_at IS NOT NULL OR end_reason IS NULL)
);
-- At most one active grant per player and currency: the one a bet finds. The others wait, pending,
-- in the order they were made.
CREATE UNIQUE INDEX bonus_grants_one_active ON bonus_grants (player_id, currency)
  WHERE status = 'active';
CREATE INDEX bonus_grants_pending ON bonus_grants (player_id, currency, created_at)
  WHERE status = 'pending';
CREATE INDEX bonus_grants_player ON bonus_grants (player_id, created_at DESC);
CREATE INDEX bonus_grants_offer ON bonus_grants (offer_id, created_at);
CREATE INDEX bonus_grants_expiring ON bonus_grants (expires_at) WHERE status = 'active';

-- A grant's money: an account owned by the grant (and so by its player), never below zero. The
-- player's real-money account stays the only one of its player and currency.
ALTER TABLE ledger_accounts ADD COLUMN bonus_grant_id uuid REFERENCES bonus_grants (id);
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_one_owner;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_one_owner
  CHECK (num_nonnulls(player_id, house_role, bonus_grant_id) = 1);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_grant_not_negative
  CHECK (bonus_grant_id IS NULL OR balance >= 0);
CREATE UNIQUE INDEX ledger_accounts_bonus_grant_key ON ledger_accounts (bonus_grant_id)
  WHERE bonus_grant_id IS NOT NULL;

-- Every movement of a grant, signed from the player's side (a stake's parts are negative), with
-- the balance after it: the figures the player can check bet by bet.
CREATE TABLE bonus_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  grant_id uuid NOT NULL REFERENCES bonus_grants (id),
  type text NOT NULL CONSTRAINT bonus_entries_type_check
    CHECK (type = ANY ('{grant,stake,win,rollback,convert,forfeit,expire}'::text[])),
  real_amount numeric(38, 18) NOT NULL DEFAULT 0,
  bonus_amount numeric(38, 18) NOT NULL DEFAULT 0,
  -- Stakes and their rollbacks: the contribution weight from the snapshot (0–1).
  weight numeric(5, 4) CHECK (weight BETWEEN 0 AND 1),
  progress_added numeric(38, 18) NOT NULL DEFAULT 0,
  bonus_balance_after numeric(38, 18) NOT NULL CHECK (bonus_balance_after >= 0),
  -- The ledger transfer that moved the money (a stake's is the bet's game_bet transfer).
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  -- Stakes, wins and rollbacks: the game, "<gpid>:<code>".
  game text,
  at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type IN ('stake', 'rollback')) = (weight IS NOT NULL))
);
CREATE INDEX bonus_entries_grant ON bonus_entries (grant_id, id);
CREATE INDEX bonus_entries_transfer ON bonus_entries (transfer_id);

-- A round's bonus part: the grant its stakes drew on and how much of the stake was bonus money,
-- so its win is credited in the same proportion.
ALTER TABLE rounds
  ADD COLUMN bonus_grant_id uuid REFERENCES bonus_grants (id),
  ADD COLUMN bonus_stake numeric(38, 18) NOT NULL DEFAULT 0 CHECK (bonus_stake >= 0);
-- A grant whose money is spent ends once none of its rounds is open (a win may still come back).
-- Not partial on the status: a win's update changes it, and would then rewrite every index of
-- the row instead of updating it in place.
CREATE INDEX rounds_of_bonus_grant ON rounds (bonus_grant_id) WHERE bonus_grant_id IS NOT NULL;

-- The deposit-match offer a player chose on the deposit form; granted when the deposit is approved.
ALTER TABLE depo_wd_transactions ADD COLUMN bonus_offer_id uuid REFERENCES bonus_offers (id);

-- The game-wallet core locks the player's active grant with the player's account: its account
-- and balance join the accounts a call holds, and its game answers count that bonus money.
ALTER TYPE gateway_accounts
  ADD ATTRIBUTE grant_id uuid,
  ADD ATTRIBUTE grant_account_id bigint,
  ADD ATTRIBUTE bonus_balance numeric;
-- A bet's or win's transfer now has a bonus part; the new signature is its definition file's.
DROP FUNCTION IF EXISTS gateway_post_game_transfer(text, gateway_accounts, text, text, numeric, jsonb);
