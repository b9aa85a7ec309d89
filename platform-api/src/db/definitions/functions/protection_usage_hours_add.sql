-- Adds `amount` (negative: takes it away) to the player's running total of `usage_kind` in
-- `usage_currency` for the hour of `at` (protection_usage_hours). The row is the player's own: the
-- caller already holds the player's account in that currency locked (gateway_claim), or is a
-- deposit of that player.
CREATE OR REPLACE FUNCTION protection_usage_hours_add(player uuid, usage_kind text,
  usage_currency text, at timestamptz, amount numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO protection_usage_hours AS hours (player_id, kind, currency, hour, total)
  VALUES (player, usage_kind, usage_currency, protection_usage_hour(at), amount)
  ON CONFLICT (player_id, kind, currency, hour) DO UPDATE SET total = hours.total + EXCLUDED.total;
END $$;
