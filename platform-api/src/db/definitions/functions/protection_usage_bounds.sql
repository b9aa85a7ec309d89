-- Upper bounds of protection_usage_totals over the same window, read from the hourly running
-- totals alone: the hour that holds `since` counts whole for what only adds to a kind (deposits,
-- stakes) and not at all for what takes away from one (wins, rollbacks). Every hour's total of a
-- kind is at least zero, so each bound is at least the exact figure. A limit check that passes on
-- the bounds passes on the exact figures, without reading that partial hour's rows of three tables
-- (protection_check_limits reads them only when the bounds come near a limit).
CREATE OR REPLACE FUNCTION protection_usage_bounds(player uuid, since timestamptz,
  base_currency text, OUT deposit numeric, OUT wager numeric, OUT loss numeric)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT COALESCE(sum(fx_convert_at_mid_rate(deposits, currency, base_currency)), 0),
         COALESCE(sum(fx_convert_at_mid_rate(bets - rollbacks, currency, base_currency)), 0),
         COALESCE(sum(fx_convert_at_mid_rate(bets - wins - rollbacks, currency, base_currency)), 0)
  INTO deposit, wager, loss
  FROM (SELECT currency,
               COALESCE(sum(total) FILTER (WHERE kind = 'deposit'), 0) AS deposits,
               COALESCE(sum(total) FILTER (WHERE kind = 'bet'), 0) AS bets,
               COALESCE(sum(total) FILTER (
                 WHERE kind = 'win' AND hour > protection_usage_hour(since)), 0) AS wins,
               COALESCE(sum(total) FILTER (
                 WHERE kind = 'rollback' AND hour > protection_usage_hour(since)), 0) AS rollbacks
        FROM protection_usage_hours
        WHERE player_id = player AND hour >= protection_usage_hour(since)
        GROUP BY currency) AS per_currency;
END $$;
