-- When an operator last changed a brand's settings: from then on the settings are the operator's,
-- and the seed, which runs at every start, no longer writes the brand's config.
ALTER TABLE brands ADD COLUMN changed_by_operator_at timestamptz;
