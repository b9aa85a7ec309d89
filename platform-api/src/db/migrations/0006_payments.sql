-- Payment accounts (the player's own bank or e-wallet) and deposit/withdrawal transactions.

CREATE TABLE payment_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  type text NOT NULL CHECK (type IN ('bank', 'eWallet')),
  channel_code text NOT NULL REFERENCES payment_channels (code),
  account_name text NOT NULL CHECK (account_name <> ''),
  account_number text NOT NULL CHECK (account_number <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_accounts_player_channel_number_key
    UNIQUE (player_id, channel_code, account_number)
);
CREATE INDEX payment_accounts_player_id ON payment_accounts (player_id, created_at);

-- Players registered with bank details before payment accounts existed get that bank.
INSERT INTO payment_accounts (player_id, type, channel_code, account_name, account_number)
SELECT id, 'bank', bank_name, bank_account_name, bank_account_number FROM players
WHERE bank_name IS NOT NULL;

CREATE TABLE depo_wd_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  transaction_type text NOT NULL CHECK (transaction_type IN ('DEPOSIT', 'WITHDRAW')),
  status text NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'DECLINED')),
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  payment_channel text REFERENCES payment_channels (code),
  network text,
  to_address text,
  -- The operator's reason, given exactly when declined.
  reason text CHECK ((status = 'DECLINED') = (reason IS NOT NULL)),
  -- Receipt image: file name inside RECEIPTS_DIR, and its sniffed MIME type.
  receipt_file text UNIQUE,
  receipt_mime text CHECK (receipt_mime IN ('image/png', 'image/jpeg', 'image/webp')),
  -- Set on deposits a chain watcher confirmed; a hash is credited once.
  tx_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT depo_wd_transactions_network_tx_hash_key UNIQUE (network, tx_hash),
  CHECK ((receipt_file IS NULL) = (receipt_mime IS NULL)),
  CHECK (to_address IS NULL OR transaction_type = 'WITHDRAW'),
  CHECK (tx_hash IS NULL OR (transaction_type = 'DEPOSIT' AND network IS NOT NULL))
);
CREATE INDEX depo_wd_transactions_player ON depo_wd_transactions (player_id, created_at);
CREATE INDEX depo_wd_transactions_pending ON depo_wd_transactions (created_at)
  WHERE status = 'PENDING';
CREATE INDEX depo_wd_transactions_decided ON depo_wd_transactions (updated_at)
  WHERE status = 'SUCCESS';
