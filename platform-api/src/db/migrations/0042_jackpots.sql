-- Progressive jackpots (docs/jackpot.md): each brand's jackpot rules, and its pool, a house
-- account of the ledger per brand that may never go below zero.

ALTER TABLE ledger_accounts ADD COLUMN brand_id text REFERENCES brands (id);
-- Only a jackpot pool belongs to a brand, and every pool does; a pool pays out what it holds.
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_brand_only_for_pools
  CHECK ((brand_id IS NOT NULL) = (house_role IS NOT DISTINCT FROM 'jackpot_pool'));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_pool_not_negative
  CHECK (brand_id IS NULL OR balance >= 0);
-- One pool per brand and currency; the house's other roles stay one account per currency (and
-- shard), which pools of several brands would break.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_house_currency_key;
CREATE UNIQUE INDEX ledger_accounts_house_currency_key ON ledger_accounts (house_role, currency, shard)
  WHERE brand_id IS NULL;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_pool_brand_currency_key
  UNIQUE (brand_id, currency);

CREATE TABLE jackpots (
  brand_id text PRIMARY KEY REFERENCES brands (id) ON DELETE CASCADE,
  -- Bets in this currency contribute; the pool holds it.
  currency text NOT NULL REFERENCES currencies (code),
  -- The share of every stake that goes to the pool, out of the house's share of it.
  contribution_rate numeric(9, 8) NOT NULL CHECK (contribution_rate > 0 AND contribution_rate < 1),
  -- What the pool starts from, and restarts from after a win.
  seed_amount numeric(38, 18) NOT NULL CHECK (seed_amount > 0),
  active boolean NOT NULL DEFAULT true
);
