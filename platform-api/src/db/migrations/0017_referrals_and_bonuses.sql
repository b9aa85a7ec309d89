-- Referral programmes per brand, and bonuses: money the house gives players (referral commission
-- on their referees' deposits, operator promotions), each one ledger transfer from the house
-- bonus account.

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check CHECK (kind IN ('deposit',
  'chain_deposit', 'withdraw_hold', 'withdraw_payout', 'withdraw_release', 'swap', 'game_bet',
  'game_win', 'game_rollback', 'bonus'));

CREATE TABLE referral_programmes (
  brand_id text PRIMARY KEY REFERENCES brands (id),
  enabled boolean NOT NULL,
  -- Share of each referee's deposit credited to the referrer.
  commission_percent numeric(7, 4) NOT NULL
    CHECK (commission_percent >= 0 AND commission_percent <= 100),
  CHECK (NOT enabled OR commission_percent > 0)
);

CREATE TABLE bonuses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  source text NOT NULL CHECK (source IN ('referral', 'promotion')),
  -- The referee whose deposit earned a referral bonus.
  referee_id uuid REFERENCES players (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  currency text NOT NULL REFERENCES currencies (code),
  status text NOT NULL DEFAULT 'credited' CHECK (status = 'credited'),
  description text NOT NULL CHECK (description <> ''),
  -- One bonus per transfer: the transfer's idempotency key makes a bonus apply once.
  transfer_id bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((source = 'referral') = (referee_id IS NOT NULL)),
  CHECK (referee_id <> player_id)
);
CREATE INDEX bonuses_player ON bonuses (player_id, created_at);
CREATE INDEX bonuses_referee ON bonuses (referee_id) WHERE referee_id IS NOT NULL;
