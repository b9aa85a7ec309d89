-- The back office's player page: where each login came from, and manual balance adjustments.

-- A login session remembers the address and browser it was started from, so staff can tell the
-- player's devices apart (the user agent is parsed when shown). Sessions started before this
-- have neither.
ALTER TABLE login_sessions
  ADD COLUMN ip text CHECK (length(ip) <= 64),
  ADD COLUMN user_agent text CHECK (length(user_agent) <= 512);

-- A manual balance adjustment: staff credit (+) or debit (−) a player's real money with a reason.
-- Above the brand's four-eyes amount for the currency (payment_second_approval) it waits for a
-- second staff member, who cannot be the one who asked; once posted, transfer_id names the
-- ledger transfer (kind manual_adjustment) that moved the money. A request is applied once per
-- requester and Idempotency-Key.
CREATE TABLE balance_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(38, 18) NOT NULL CHECK (amount <> 0),
  reason text NOT NULL CHECK (reason <> '' AND length(reason) <= 500),
  requested_by text NOT NULL CHECK (requested_by <> ''),
  request_key text NOT NULL CHECK (request_key <> ''),
  requested_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL CHECK (status IN ('awaiting_approval', 'posted', 'declined')),
  decided_by text CHECK (decided_by <> ''),
  decided_at timestamptz,
  transfer_id bigint REFERENCES ledger_transfers (id),
  UNIQUE (requested_by, request_key),
  CHECK ((status = 'posted') = (transfer_id IS NOT NULL)),
  CHECK ((status = 'awaiting_approval') = (decided_at IS NULL))
);
CREATE INDEX balance_adjustments_player ON balance_adjustments (player_id, requested_at);

-- The back office finds players by any part of their username, email or phone number
-- (LIKE '%…%'): trigram indexes serve such patterns of three characters or more.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX players_username_trigrams ON players USING gin (username gin_trgm_ops);
CREATE INDEX players_email_trigrams ON players USING gin (lower(email) gin_trgm_ops);
CREATE INDEX players_phone_number_trigrams ON players USING gin (phone_number gin_trgm_ops);
