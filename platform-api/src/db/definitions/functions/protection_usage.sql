-- What counts against a player's limit of `limit_kind` since `since`, in `base_currency`
-- (protection_usage_totals says what counts for each kind).
CREATE OR REPLACE FUNCTION protection_usage(player uuid, limit_kind text, since timestamptz,
  base_currency text)
RETURNS numeric LANGUAGE plpgsql STABLE AS $$
DECLARE
  totals record := protection_usage_totals(player, since, base_currency);
BEGIN
  RETURN CASE limit_kind WHEN 'deposit' THEN totals.deposit
                         WHEN 'wager' THEN totals.wager
                         ELSE totals.loss END;
END $$;
