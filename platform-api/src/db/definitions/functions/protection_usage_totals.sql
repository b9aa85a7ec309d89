-- What counts against each kind of a player's limits since `since`, in `base_currency`, in one
-- reading of their rows: deposits requested or approved (declined ones do not count); stakes
-- (wager); stakes less wins (loss). Rolled-back bets count for neither. A bet's limit check needs
-- its wager and its loss over the same window, so it reads them together. It reads the running
-- totals of the whole hours inside the window (protection_usage_hours) and only the rows of the
-- partial hour at its start, (since, first whole hour): the same rows as summing every row created
-- after `since`, at the cost of at most one hour of the player's rows. Amounts are summed per
-- currency first and converted once per currency and total (conversion is a multiplication by the
-- pair's rate: the sum is the same, with a rate lookup per currency instead of per row).
CREATE OR REPLACE FUNCTION protection_usage_totals(player uuid, since timestamptz,
  base_currency text, OUT deposit numeric, OUT wager numeric, OUT loss numeric)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  first_whole_hour constant timestamptz := protection_usage_hour(since) + interval '1 hour';
BEGIN
  SELECT COALESCE(sum(fx_convert_at_mid_rate(per_currency.deposits, currency, base_currency)), 0),
         COALESCE(sum(fx_convert_at_mid_rate(per_currency.bets - per_currency.rollbacks, currency,
                                             base_currency)), 0),
         COALESCE(sum(fx_convert_at_mid_rate(
                    per_currency.bets - per_currency.wins - per_currency.rollbacks, currency,
                    base_currency)), 0)
  INTO deposit, wager, loss
  FROM (SELECT currency,
               COALESCE(sum(amount) FILTER (WHERE kind = 'deposit'), 0) AS deposits,
               COALESCE(sum(amount) FILTER (WHERE kind = 'bet'), 0) AS bets,
               COALESCE(sum(amount) FILTER (WHERE kind = 'win'), 0) AS wins,
               COALESCE(sum(amount) FILTER (WHERE kind = 'rollback'), 0) AS rollbacks
        FROM (SELECT kind, currency, total AS amount FROM protection_usage_hours
              WHERE player_id = player AND hour >= first_whole_hour
              UNION ALL
              SELECT 'deposit', currency, amount FROM payments
              WHERE player_id = player
                AND created_at > since AND created_at < first_whole_hour
                AND transaction_type = 'DEPOSIT' AND status IN ('pending', 'approved')
              UNION ALL
              SELECT kind, currency, amount FROM provider_transactions
              WHERE player_id = player
                AND created_at > since AND created_at < first_whole_hour
                AND kind IN ('bet', 'win')
              UNION ALL
              SELECT 'rollback', currency, amount FROM provider_rollbacks
              WHERE player_id = player
                AND created_at > since AND created_at < first_whole_hour) AS counted
        GROUP BY currency) AS per_currency;
END $$;
