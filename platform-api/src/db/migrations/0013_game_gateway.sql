-- The game provider gateway: one-time launch tokens, provider sessions, the provider callbacks
-- (kept forever as idempotency keys), and the rounds they make up.

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check CHECK (kind IN ('deposit',
  'chain_deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_release', 'swap', 'game_bet',
  'game_win', 'game_rollback'));

-- A launch URL's token: exchanged once by the provider for a session, shortly after launch.
CREATE TABLE game_tokens (
  token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  player_id uuid NOT NULL REFERENCES players (id),
  gpid text NOT NULL,
  game_code text NOT NULL,
  -- The player's active wallet at launch: the session plays in it.
  currency text NOT NULL REFERENCES currencies (code),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
  used_at timestamptz,
  FOREIGN KEY (gpid, game_code) REFERENCES games (gpid, code)
);
CREATE INDEX game_tokens_expires_at ON game_tokens (expires_at);

CREATE TABLE provider_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  gpid text NOT NULL,
  game_code text NOT NULL,
  currency text NOT NULL REFERENCES currencies (code),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Bets need a live session and extend it; wins and rollbacks are taken after it expired.
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (gpid, game_code) REFERENCES games (gpid, code)
);

CREATE TABLE rounds (
  gpid text NOT NULL,
  round_id text NOT NULL CHECK (round_id <> ''),
  player_id uuid NOT NULL REFERENCES players (id),
  game_code text NOT NULL,
  currency text NOT NULL REFERENCES currencies (code),
  stake numeric(38, 18) NOT NULL DEFAULT 0 CHECK (stake >= 0),
  win numeric(38, 18) NOT NULL DEFAULT 0 CHECK (win >= 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'rolledBack')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  PRIMARY KEY (gpid, round_id),
  FOREIGN KEY (gpid, game_code) REFERENCES games (gpid, code),
  CHECK ((status = 'open') = (settled_at IS NULL))
);
CREATE INDEX rounds_player_created_at ON rounds (player_id, created_at DESC);

-- Bets, wins, and tombstones (a rollback that came before its bet), one per provider transaction
-- id: the primary key makes each id apply once, and a bet can never follow its tombstone.
CREATE TABLE provider_transactions (
  gpid text NOT NULL,
  transaction_id text NOT NULL CHECK (transaction_id <> ''),
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'tombstone')),
  -- The row's id in the wallet's transaction list.
  id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  player_id uuid REFERENCES players (id),
  round_id text,
  currency text REFERENCES currencies (code),
  amount numeric(38, 18) CHECK (amount >= 0),
  -- SHA-256 of the call's body: the same id with another body is refused.
  request_hash bytea CHECK (octet_length(request_hash) = 32),
  -- The `data` answered; NULL only inside the transaction that applies the call.
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gpid, transaction_id),
  -- Deferred: a bet claims its transaction id before it opens (or adds to) its round.
  FOREIGN KEY (gpid, round_id) REFERENCES rounds (gpid, round_id) DEFERRABLE INITIALLY DEFERRED,
  CHECK ((kind = 'tombstone') = (player_id IS NULL)),
  CHECK ((kind = 'tombstone') = (round_id IS NULL)),
  CHECK ((kind = 'tombstone') = (amount IS NULL)),
  CHECK (kind <> 'bet' OR amount > 0)
);
CREATE INDEX provider_transactions_player ON provider_transactions (player_id, created_at)
  WHERE player_id IS NOT NULL;

-- Rollback calls, keyed by the transaction id of the bet they reverse.
CREATE TABLE provider_rollbacks (
  gpid text NOT NULL,
  transaction_id text NOT NULL CHECK (transaction_id <> ''),
  id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  request_hash bytea NOT NULL CHECK (octet_length(request_hash) = 32),
  -- The player refunded; NULL when the bet was unknown and a tombstone was left instead.
  player_id uuid REFERENCES players (id),
  currency text REFERENCES currencies (code),
  amount numeric(38, 18) CHECK (amount > 0),
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gpid, transaction_id),
  CHECK ((player_id IS NULL) = (amount IS NULL))
);
CREATE INDEX provider_rollbacks_player ON provider_rollbacks (player_id, created_at)
  WHERE player_id IS NOT NULL;

-- The wallet's list gains game transfers: bets as GAME_DEBIT, wins and refunds as GAME_CREDIT.
CREATE OR REPLACE VIEW account_transactions AS
  SELECT id, player_id, 'DEPOWD' AS category, transaction_type, status, currency, amount,
         payment_channel, network, to_address, reason, receipt_file IS NOT NULL AS has_receipt,
         created_at, updated_at
  FROM depo_wd_transactions
  UNION ALL
  SELECT quote_id, player_id, 'SWAP', 'SWAP', 'SUCCESS', from_currency, from_amount,
         NULL, NULL, NULL, NULL, false, created_at, created_at
  FROM swaps
  UNION ALL
  SELECT id, player_id, 'GAMETRANSFER', CASE kind WHEN 'bet' THEN 'GAME_DEBIT' ELSE 'GAME_CREDIT' END,
         'SUCCESS', currency, amount, NULL, NULL, NULL, NULL, false, created_at, created_at
  FROM provider_transactions
  WHERE player_id IS NOT NULL AND amount > 0
  UNION ALL
  SELECT id, player_id, 'GAMETRANSFER', 'GAME_CREDIT', 'SUCCESS', currency, amount,
         NULL, NULL, NULL, NULL, false, created_at, created_at
  FROM provider_rollbacks
  WHERE player_id IS NOT NULL;
