-- What counts against a player's limit of `limit_kind` since `since`, in `base_currency`:
-- deposits requested or approved (declined ones do not count); stakes (wager); stakes less wins
-- (loss). Rolled-back bets count for neither. Every bet's limit check runs this over the whole
-- window, so amounts are summed per currency first and converted once per currency (conversion
-- is a multiplication by the pair's rate: the sum is the same, with a rate lookup per currency
-- instead of per row).
CREATE OR REPLACE FUNCTION protection_usage(player uuid, limit_kind text, since timestamptz,
  base_currency text)
RETURNS numeric LANGUAGE plpgsql STABLE AS $$
DECLARE
  used numeric;
BEGIN
  IF limit_kind = 'deposit' THEN
    SELECT sum(fx_convert_at_mid_rate(total, currency, base_currency)) INTO used
    FROM (SELECT currency, sum(amount) AS total FROM depo_wd_transactions
          WHERE player_id = player AND transaction_type = 'DEPOSIT'
            AND status IN ('PENDING', 'SUCCESS')
            AND created_at > since
          GROUP BY currency) AS per_currency;
    RETURN COALESCE(used, 0);
  END IF;
  SELECT sum(fx_convert_at_mid_rate(total, currency, base_currency)) INTO used
  FROM (SELECT currency, sum(CASE kind WHEN 'bet' THEN amount ELSE -amount END) AS total
        FROM provider_transactions
        WHERE player_id = player AND created_at > since
          AND (kind = 'bet' OR (kind = 'win' AND limit_kind = 'loss'))
        GROUP BY currency) AS per_currency;
  RETURN COALESCE(used, 0) - COALESCE((
    SELECT sum(fx_convert_at_mid_rate(total, currency, base_currency))
    FROM (SELECT currency, sum(amount) AS total FROM provider_rollbacks
          WHERE player_id = player AND created_at > since
          GROUP BY currency) AS per_currency), 0);
END $$;
