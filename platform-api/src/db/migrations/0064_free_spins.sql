-- Free spins on the bonus engine (docs/bonus.md#free-spins): an offer's terms may give free spins
-- (`terms.freeSpins`, a stake per currency in `terms.currencies.*.spinStake`) besides or instead
-- of money. A grant keeps how many spins it gave, how many were played and at what stake; each
-- spin is an entry of the grant, and its round is recorded with the grant. The lists of allowed
-- values (the entry type `free_spin`) are rewritten from @croupier/contracts at every start.

-- A match offer grants a percent of the deposit, unless it gives free spins (only).
DO $$
DECLARE
  constraint_name text;
BEGIN
  SELECT conname INTO STRICT constraint_name FROM pg_constraint
  WHERE conrelid = 'bonus_offers'::regclass AND contype = 'c'
    AND pg_get_constraintdef(oid) LIKE '%percent%';
  EXECUTE format('ALTER TABLE bonus_offers DROP CONSTRAINT %I', constraint_name);
END $$;
ALTER TABLE bonus_offers ADD CONSTRAINT bonus_offers_percent_check
  CHECK (kind NOT IN ('welcome', 'reload', 'cashback') OR terms ? 'percent' OR terms ? 'freeSpins');

-- A grant of free spins may give no money: its bonus money is what its spins win.
ALTER TABLE bonus_grants
  DROP CONSTRAINT bonus_grants_granted_check,
  ADD COLUMN free_spins integer NOT NULL DEFAULT 0 CHECK (free_spins BETWEEN 0 AND 1000),
  ADD COLUMN free_spins_used integer NOT NULL DEFAULT 0,
  -- The stake of each spin, from the snapshot's currency terms.
  ADD COLUMN free_spin_stake numeric(38, 18) CHECK (free_spin_stake > 0),
  ADD CONSTRAINT bonus_grants_granted_check
    CHECK (granted > 0 OR (granted = 0 AND free_spins > 0)),
  ADD CONSTRAINT bonus_grants_free_spins_used_check
    CHECK (free_spins_used BETWEEN 0 AND free_spins),
  ADD CONSTRAINT bonus_grants_spins_have_a_stake
    CHECK ((free_spins > 0) = (free_spin_stake IS NOT NULL));

-- A free spin's entry: which spin it was; a spin that won nothing (or a grant of spins only)
-- moves no money, so has no transfer.
ALTER TABLE bonus_entries
  ADD COLUMN spin integer CHECK (spin > 0),
  ALTER COLUMN transfer_id DROP NOT NULL,
  ADD CONSTRAINT bonus_entries_spin_of_free_spin CHECK ((type = 'free_spin') = (spin IS NOT NULL)),
  ADD CONSTRAINT bonus_entries_transfer_check CHECK (
    transfer_id IS NOT NULL
    OR (type IN ('grant', 'free_spin') AND real_amount = 0 AND bonus_amount = 0));

-- A free round: staked nothing of the player's, recorded with the grant whose spin it played.
ALTER TABLE rounds ADD COLUMN free_spin boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT rounds_free_spin_check
    CHECK (NOT free_spin OR (bonus_grant_id IS NOT NULL AND stake = 0));

-- The provider transaction of a free spin: its win (even 0), never counted by player protection.
ALTER TABLE provider_transactions
  DROP CONSTRAINT provider_transactions_kind_check,
  ADD CONSTRAINT provider_transactions_kind_check
    CHECK (kind = ANY ('{bet,win,tombstone,free_spin}'::text[]));
