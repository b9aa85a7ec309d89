-- Provably fair originals: the platform's own dice, limbo, mines and plinko. They settle through
-- the game gateway's SQL core as provider ORIG, so stakes and wins are ledger transfers and player
-- protection applies as to any game; the games stay out of the lobby (enabled = false) until the
-- site has their pages.
INSERT INTO game_categories (code, name, sort) VALUES ('casino', 'Casino', 5)
ON CONFLICT (code) DO NOTHING;
INSERT INTO game_providers (gpid, gpname, gplogo, sort) VALUES ('ORIG', 'Croupier Originals', '', 0)
ON CONFLICT (gpid) DO NOTHING;
INSERT INTO games (gpid, category, name, code, thumbnail, enabled)
VALUES ('ORIG', 'casino', 'Dice', 'dice', '', false),
       ('ORIG', 'casino', 'Limbo', 'limbo', '', false),
       ('ORIG', 'casino', 'Mines', 'mines', '', false),
       ('ORIG', 'casino', 'Plinko', 'plinko', '', false)
ON CONFLICT (gpid, code) DO NOTHING;

-- A player's seed pairs: the active one (revealed_at IS NULL) and those rotated out, whose server
-- seed may then be shown. `next_nonce` counts the pair's bets from 0.
CREATE TABLE originals_seeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  next_nonce integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX originals_seeds_one_active ON originals_seeds (player_id)
  WHERE revealed_at IS NULL;
CREATE INDEX originals_seeds_player_revealed ON originals_seeds (player_id, revealed_at DESC);

-- Every round: its draw (seed pair and nonce, unique so a nonce never repeats), and once settled
-- the signed record the player can verify.
CREATE TABLE originals_rounds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players (id),
  game text NOT NULL CHECK (game IN ('dice', 'limbo', 'mines', 'plinko')),
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  params jsonb NOT NULL,
  seed_id uuid NOT NULL REFERENCES originals_seeds (id),
  nonce integer NOT NULL,
  edge numeric(6, 4) NOT NULL,
  -- The provider session the round's gateway calls name.
  session_id uuid NOT NULL REFERENCES provider_sessions (id),
  -- Mines: the tiles revealed so far, in order.
  revealed integer[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  record jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (seed_id, nonce),
  CHECK ((status = 'settled') = (record IS NOT NULL AND settled_at IS NOT NULL))
);
CREATE INDEX originals_rounds_player_created_at ON originals_rounds (player_id, created_at DESC);

-- Per brand and game: on or off, the house edge (1–5 %), and stake and payout bounds in the
-- brand's currencies (no row for a currency: no bound but the edge).
CREATE TABLE originals_settings (
  brand_id text NOT NULL REFERENCES brands (id),
  game text NOT NULL CHECK (game IN ('dice', 'limbo', 'mines', 'plinko')),
  enabled boolean NOT NULL DEFAULT true,
  edge numeric(6, 4) NOT NULL DEFAULT 0.01 CHECK (edge BETWEEN 0.01 AND 0.05),
  PRIMARY KEY (brand_id, game)
);
CREATE TABLE originals_limits (
  brand_id text NOT NULL REFERENCES brands (id),
  game text NOT NULL CHECK (game IN ('dice', 'limbo', 'mines', 'plinko')),
  currency text NOT NULL REFERENCES currencies (code),
  min_stake numeric(38, 18) NOT NULL CHECK (min_stake >= 0),
  max_stake numeric(38, 18) NOT NULL CHECK (max_stake >= min_stake),
  max_payout numeric(38, 18) NOT NULL CHECK (max_payout > 0),
  PRIMARY KEY (brand_id, game, currency),
  FOREIGN KEY (brand_id, game) REFERENCES originals_settings (brand_id, game)
);
