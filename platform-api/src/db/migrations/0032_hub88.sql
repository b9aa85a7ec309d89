-- Hub88, the game aggregator (docs/hub88.md): the catalogue games it plays, the tokens its wallet
-- calls carry (one per launch, each bound to a provider session), and its rollbacks, which have
-- transaction ids of their own besides the bet they reverse.

-- A blocked player places no new bets; wins and rollbacks of bets already taken still land.
ALTER TABLE players ADD COLUMN blocked_at timestamptz;

-- Free bets stake nothing: a bet of zero is recorded, so a win can name it, and moves no money.
DO $$
DECLARE
  bet_amount_check text;
BEGIN
  SELECT conname INTO STRICT bet_amount_check FROM pg_constraint
  WHERE conrelid = 'provider_transactions'::regclass AND contype = 'c'
    AND pg_get_constraintdef(oid) LIKE '%<> ''bet''%amount > %';
  EXECUTE format('ALTER TABLE provider_transactions DROP CONSTRAINT %I', bet_amount_check);
END $$;
ALTER TABLE provider_transactions
  ADD CONSTRAINT provider_transactions_bet_amount CHECK (kind <> 'bet' OR amount >= 0);

-- Hub88's game_code of each catalogue game it plays.
CREATE TABLE hub88_games (
  game_code text PRIMARY KEY CHECK (game_code <> ''),
  gpid text NOT NULL,
  code text NOT NULL,
  CONSTRAINT hub88_games_game_key UNIQUE (gpid, code),
  FOREIGN KEY (gpid, code) REFERENCES games (gpid, code)
);

-- The token of a launch: Hub88 sends it with every wallet call of that game session.
CREATE TABLE hub88_tokens (
  token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  session_id uuid NOT NULL UNIQUE REFERENCES provider_sessions (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Rollback calls by their own transaction_uuid: a repeat answers the stored response.
CREATE TABLE hub88_rollbacks (
  transaction_uuid text PRIMARY KEY CHECK (transaction_uuid <> ''),
  gpid text NOT NULL,
  reference_transaction_uuid text NOT NULL CHECK (reference_transaction_uuid <> ''),
  request_hash bytea NOT NULL CHECK (octet_length(request_hash) = 32),
  -- NULL only inside the transaction that applies the call.
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hub88_rollbacks_created_at ON hub88_rollbacks (created_at);
