-- Adds `amount` (negative: takes it away) to the player's running total of `usage_kind` in
-- `usage_currency` for the hour of `at` (protection_usage_hours). The row is the player's own: the
-- caller already holds the player's account in that currency locked (game_wallet_claim), or is a
-- deposit of that player. The insert that opens a new hour also removes the same totals' hours
-- older than 31 days, which no window reaches (the longest is 30 days): the table stays bounded
-- without a background job.
CREATE OR REPLACE FUNCTION protection_usage_hours_add(player uuid, usage_kind text,
  usage_currency text, at timestamptz, amount numeric)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  opened boolean;
BEGIN
  INSERT INTO protection_usage_hours AS hours (player_id, kind, currency, hour, total)
  VALUES (player, usage_kind, usage_currency, protection_usage_hour(at), amount)
  ON CONFLICT (player_id, kind, currency, hour) DO UPDATE SET total = hours.total + EXCLUDED.total
  -- xmax is 0 on a row this statement inserted, and set on one it updated.
  RETURNING hours.xmax = 0 INTO opened;
  IF opened THEN
    DELETE FROM protection_usage_hours
    WHERE player_id = player AND kind = usage_kind AND currency = usage_currency
      AND hour < now() - interval '31 days';
  END IF;
END $$;
