-- What counts against a player's limit of `limit_kind` since `since`, in `base_currency`:
-- deposits requested or approved (declined ones do not count); stakes (wager); stakes less wins
-- (loss). Rolled-back bets count for neither.
CREATE OR REPLACE FUNCTION protection_usage(player uuid, limit_kind text, since timestamptz,
  base_currency text)
RETURNS numeric LANGUAGE plpgsql STABLE AS $$
DECLARE
  used numeric;
BEGIN
  IF limit_kind = 'deposit' THEN
    SELECT sum(fx_convert_at_mid_rate(amount, currency, base_currency)) INTO used
    FROM depo_wd_transactions
    WHERE player_id = player AND transaction_type = 'DEPOSIT'
      AND status IN ('PENDING', 'SUCCESS')
      AND created_at > since;
    RETURN COALESCE(used, 0);
  END IF;
  SELECT sum(fx_convert_at_mid_rate(
           CASE kind WHEN 'bet' THEN amount ELSE -amount END, currency, base_currency))
  INTO used
  FROM provider_transactions
  WHERE player_id = player AND created_at > since
    AND (kind = 'bet' OR (kind = 'win' AND limit_kind = 'loss'));
  RETURN COALESCE(used, 0) - COALESCE((
    SELECT sum(fx_convert_at_mid_rate(amount, currency, base_currency))
    FROM provider_rollbacks
    WHERE player_id = player AND created_at > since), 0);
END $$;
