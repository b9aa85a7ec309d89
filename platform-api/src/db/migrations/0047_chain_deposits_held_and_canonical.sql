-- Chain deposits: one spelling per transaction hash, so that a hash written another way (upper
-- case, with or without 0x) is the same deposit.

-- A chain's hash in its network's one spelling: Ethereum-like chains write 0x and lower-case hex,
-- Tron and Bitcoin bare lower-case hex. (The API spells it the same way: payments/tx-hashes.ts.)
CREATE TEMPORARY TABLE canonical_chain_hashes ON COMMIT DROP AS
  SELECT id, created_at, network,
         CASE WHEN network IN ('ERC20', 'BEP20') THEN '0x' ELSE '' END
           || lower(regexp_replace(tx_hash, '^0[xX]', '')) AS tx_hash
  FROM depo_wd_transactions WHERE tx_hash IS NOT NULL;

-- A hash credited more than once under different spellings keeps its hash on its first deposit;
-- the later ones lose it (their ledger transfer's meta still holds it) and are named here, for
-- staff to look at: they paid the player again.
DO $$
DECLARE
  repeated record;
BEGIN
  FOR repeated IN
    SELECT id, network, tx_hash FROM (
      SELECT id, network, tx_hash,
             row_number() OVER (PARTITION BY network, tx_hash ORDER BY created_at, id) AS nth
      FROM canonical_chain_hashes) AS ranked
    WHERE nth > 1
  LOOP
    RAISE WARNING 'chain deposit % repeats % transaction %: it was credited more than once',
      repeated.id, repeated.network, repeated.tx_hash;
    UPDATE depo_wd_transactions SET tx_hash = NULL WHERE id = repeated.id;
    DELETE FROM canonical_chain_hashes WHERE id = repeated.id;
  END LOOP;
END $$;

UPDATE depo_wd_transactions deposit SET tx_hash = canonical.tx_hash
FROM canonical_chain_hashes canonical
WHERE canonical.id = deposit.id AND canonical.tx_hash <> deposit.tx_hash;

-- The unique (network, tx_hash) constraint holds once per deposit only if every hash is spelled
-- one way: the table refuses any other spelling.
ALTER TABLE depo_wd_transactions
  ADD CONSTRAINT depo_wd_transactions_tx_hash_canonical CHECK (
    tx_hash ~ CASE WHEN network IN ('ERC20', 'BEP20') THEN '^0x[0-9a-f]{64}$'
                   ELSE '^[0-9a-f]{64}$' END);

-- Jackpots: a brand's pool is paid only by the providers it allows, only for a round of a game
-- that declares a jackpot trigger, and at most its cap per win (docs/jackpot.md#a-win).
ALTER TABLE games ADD COLUMN jackpot_trigger boolean NOT NULL DEFAULT false;
-- The demo provider's slots trigger jackpots (five Crowns on a payline); its other engines do not.
UPDATE games SET jackpot_trigger = true WHERE engine = 'slot';

CREATE TABLE jackpot_providers (
  brand_id text NOT NULL REFERENCES jackpots (brand_id) ON DELETE CASCADE,
  gpid text NOT NULL REFERENCES game_providers (gpid),
  PRIMARY KEY (brand_id, gpid)
);
-- Existing jackpots allow the providers that have a game triggering jackpots: those that could
-- win them until now, with a reason to.
INSERT INTO jackpot_providers (brand_id, gpid)
SELECT jackpot.brand_id, provider.gpid
FROM jackpots jackpot
CROSS JOIN (SELECT DISTINCT gpid FROM games WHERE jackpot_trigger) AS provider;

-- The most one win pays; what a win leaves above it stays in the pool.
ALTER TABLE jackpots ADD COLUMN max_payout numeric(38, 18);
UPDATE jackpots SET max_payout = seed_amount * 4;
ALTER TABLE jackpots ALTER COLUMN max_payout SET NOT NULL,
  ADD CONSTRAINT jackpots_max_payout_positive CHECK (max_payout > 0);

-- Held chain deposits (docs/protection.md#chain-deposits): money that arrived on chain for a player
-- whom player protection would refuse a deposit is recorded HELD, in the house's
-- chain_deposits_held account, not the player's, until staff release it to the player (SUCCESS)
-- or return it to the sender (RETURNED, with their reason).
ALTER TABLE depo_wd_transactions
  DROP CONSTRAINT depo_wd_transactions_status_check,
  ADD CONSTRAINT depo_wd_transactions_status_check
    CHECK (status = ANY ('{PENDING, SUCCESS, DECLINED, HELD, RETURNED}'::text[])),
  DROP CONSTRAINT depo_wd_transactions_check,
  ADD CONSTRAINT depo_wd_transactions_reason_check
    CHECK ((status IN ('DECLINED', 'RETURNED')) = (reason IS NOT NULL)),
  -- The rule that held it (an error code name, e.g. playerExcluded) and its message; kept once
  -- released or returned.
  ADD COLUMN hold_reason text,
  ADD COLUMN hold_message text,
  ADD CONSTRAINT depo_wd_transactions_hold_check CHECK (
    (hold_reason IS NULL) = (hold_message IS NULL)
    AND (hold_reason IS NULL OR tx_hash IS NOT NULL)
    AND (status NOT IN ('HELD', 'RETURNED') OR hold_reason IS NOT NULL));
CREATE INDEX depo_wd_transactions_held ON depo_wd_transactions (created_at)
  WHERE status = 'HELD';
