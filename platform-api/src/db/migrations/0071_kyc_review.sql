-- The KYC work queue: the address the player gives with a proof of address, and four eyes on
-- approving the identity of a player whose approved deposits reached the brand's AML threshold
-- (the first approval waits on the verification until another staff member gives the second).

ALTER TABLE player_verifications
  ADD COLUMN address text CHECK (address <> ''),
  ADD COLUMN first_approved_by text CHECK (first_approved_by <> ''),
  ADD COLUMN first_approved_at timestamptz,
  ADD CHECK ((first_approved_by IS NULL) = (first_approved_at IS NULL)),
  ADD CHECK (first_approved_by IS NULL OR status = 'submitted');
