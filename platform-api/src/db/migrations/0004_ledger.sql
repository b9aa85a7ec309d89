-- Double-entry ledger: accounts with stored balances, transfers with their idempotency keys, and
-- postings. Every transfer's postings sum to zero per currency, checked at commit.

CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  currency text NOT NULL REFERENCES currencies (code),
  -- Exactly one owner: a player, or the house under one of its roles.
  player_id uuid REFERENCES players (id),
  house_role text CHECK (house_role IN
    ('deposits_clearing', 'withdrawals_in_flight', 'fx', 'game_settlement', 'bonus')),
  -- The sum of the account's postings, kept by the transfer that adds them.
  balance numeric(38, 18) NOT NULL DEFAULT 0,
  CONSTRAINT ledger_accounts_one_owner CHECK ((player_id IS NULL) <> (house_role IS NULL)),
  -- House accounts may go negative (money owed to or by the outside world); players never.
  CONSTRAINT ledger_accounts_player_not_negative CHECK (player_id IS NULL OR balance >= 0),
  CONSTRAINT ledger_accounts_player_currency_key UNIQUE (player_id, currency),
  CONSTRAINT ledger_accounts_house_currency_key UNIQUE (house_role, currency)
);

CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Applying the same key twice is refused by this constraint: each key moves money once.
  idempotency_key text NOT NULL CONSTRAINT ledger_transfers_idempotency_key_key UNIQUE
    CHECK (idempotency_key <> ''),
  kind text NOT NULL CHECK (kind IN ('deposit', 'chain_deposit', 'withdraw_hold',
    'withdraw_payout', 'withdraw_release', 'swap')),
  meta jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(meta) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount numeric(38, 18) NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_postings_transfer_id ON ledger_postings (transfer_id);
CREATE INDEX ledger_postings_account_id ON ledger_postings (account_id);

-- A transfer is at least two postings, sums to zero per currency, and each amount fits its
-- currency's scale. Runs at commit, once every posting of the transfer is in.
CREATE FUNCTION ledger_assert_transfer_valid(checked_transfer_id bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  posting_count integer;
  unbalanced text;
  too_precise text;
BEGIN
  SELECT count(*) INTO posting_count FROM ledger_postings WHERE transfer_id = checked_transfer_id;
  IF posting_count < 2 THEN
    RAISE EXCEPTION 'ledger transfer % has % postings', checked_transfer_id, posting_count
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT string_agg(currency || ' ' || total, ', ') INTO unbalanced FROM (
    SELECT account.currency, sum(posting.amount) AS total
    FROM ledger_postings posting JOIN ledger_accounts account ON account.id = posting.account_id
    WHERE posting.transfer_id = checked_transfer_id
    GROUP BY account.currency HAVING sum(posting.amount) <> 0) AS sums;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero: %', checked_transfer_id, unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT string_agg(posting.amount || ' ' || currency.code, ', ') INTO too_precise
  FROM ledger_postings posting
  JOIN ledger_accounts account ON account.id = posting.account_id
  JOIN currencies currency ON currency.code = account.currency
  WHERE posting.transfer_id = checked_transfer_id
    AND posting.amount <> round(posting.amount, currency.scale);
  IF too_precise IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % has amounts beyond their scale: %', checked_transfer_id,
      too_precise USING ERRCODE = 'check_violation';
  END IF;
END $$;

CREATE FUNCTION ledger_check_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_transfer_valid(NEW.id);
  RETURN NULL;
END $$;

CREATE FUNCTION ledger_check_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_transfer_valid(NEW.transfer_id);
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER ledger_transfers_valid AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer();
-- Also per posting: a posting added to an older transfer re-checks that transfer.
CREATE CONSTRAINT TRIGGER ledger_postings_valid AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_posting();

-- The ledger is append-only: history is corrected by new transfers, never rewritten.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
