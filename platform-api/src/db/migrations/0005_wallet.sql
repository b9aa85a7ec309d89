-- Wallet settings: the player's active wallet and HD address index, per-currency limits, and the
-- crypto deposit addresses issued to players.

-- A stable, small, non-negative number per player: the last step of its BIP32 address paths.
ALTER TABLE players ADD COLUMN address_index integer GENERATED ALWAYS AS IDENTITY
  CONSTRAINT players_address_index_key UNIQUE;
-- NULL means the registration currency.
ALTER TABLE players ADD COLUMN active_wallet text REFERENCES currencies (code);

CREATE TABLE wallet_limits (
  currency text PRIMARY KEY REFERENCES currencies (code),
  min_deposit numeric(38, 18) NOT NULL CHECK (min_deposit > 0),
  max_deposit numeric(38, 18) NOT NULL CHECK (max_deposit >= min_deposit),
  min_withdraw numeric(38, 18) NOT NULL CHECK (min_withdraw > 0),
  max_withdraw numeric(38, 18) NOT NULL CHECK (max_withdraw >= min_withdraw)
);

CREATE TABLE crypto_addresses (
  address text PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  network text NOT NULL CHECK (network IN ('BTC', 'ERC20', 'BEP20', 'TRC20')),
  derivation_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Derivation is deterministic, so a player has one address per network.
  CONSTRAINT crypto_addresses_player_network_key UNIQUE (player_id, network)
);
