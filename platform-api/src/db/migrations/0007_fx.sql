-- Exchange rates with their spreads, swap quotes, and executed swaps.

CREATE TABLE exchange_rates (
  currency text NOT NULL REFERENCES currencies (code),
  target_currency text NOT NULL REFERENCES currencies (code),
  -- target_currency per 1 currency, before the spread.
  rate numeric(38, 18) NOT NULL CHECK (rate > 0),
  -- Fraction kept by the house on a swap along this pair, e.g. 0.01 for 1%.
  spread numeric(38, 18) NOT NULL CHECK (spread >= 0 AND spread < 1),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (currency, target_currency),
  CHECK (currency <> target_currency)
);

CREATE TABLE swap_quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  from_currency text NOT NULL REFERENCES currencies (code),
  to_currency text NOT NULL REFERENCES currencies (code),
  from_amount numeric(38, 18) NOT NULL CHECK (from_amount > 0),
  to_amount numeric(38, 18) NOT NULL CHECK (to_amount > 0),
  -- Effective rate, after the spread.
  rate numeric(38, 18) NOT NULL CHECK (rate > 0),
  spread numeric(38, 18) NOT NULL CHECK (spread >= 0 AND spread < 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK (from_currency <> to_currency),
  CHECK (expires_at > created_at)
);
CREATE INDEX swap_quotes_player_id ON swap_quotes (player_id);

-- An executed quote; the primary key makes a quote execute at most once.
CREATE TABLE swaps (
  quote_id uuid PRIMARY KEY REFERENCES swap_quotes (id),
  player_id uuid NOT NULL REFERENCES players (id),
  from_currency text NOT NULL REFERENCES currencies (code),
  to_currency text NOT NULL REFERENCES currencies (code),
  from_amount numeric(38, 18) NOT NULL CHECK (from_amount > 0),
  to_amount numeric(38, 18) NOT NULL CHECK (to_amount > 0),
  rate numeric(38, 18) NOT NULL CHECK (rate > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX swaps_player_id ON swaps (player_id, created_at);

-- Every money transaction of a player as the wallet lists it: deposits and withdrawals, and swaps
-- (in the currency and amount the player gave).
CREATE VIEW account_transactions AS
  SELECT id, player_id, 'DEPOWD' AS category, transaction_type, status, currency, amount,
         payment_channel, network, to_address, reason, receipt_file IS NOT NULL AS has_receipt,
         created_at, updated_at
  FROM depo_wd_transactions
  UNION ALL
  SELECT quote_id, player_id, 'SWAP', 'SWAP', 'SUCCESS', from_currency, from_amount,
         NULL, NULL, NULL, NULL, false, created_at, created_at
  FROM swaps;
