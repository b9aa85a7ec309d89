-- What counts against a player's limit of `limit_kind` since `since`, in `base_currency`:
-- deposits requested or approved (declined ones do not count); stakes (wager); stakes less wins
-- (loss). Rolled-back bets count for neither. Every bet's limit check runs this, so it reads the
-- running totals of the whole hours inside the window (protection_usage_hours) and only the rows
-- of the partial hour at its start, (since, first whole hour): the same rows as summing every row
-- created after `since`, at the cost of at most one hour of the player's rows. Amounts are summed
-- per currency first and converted once per currency (conversion is a multiplication by the
-- pair's rate: the sum is the same, with a rate lookup per currency instead of per row).
CREATE OR REPLACE FUNCTION protection_usage(player uuid, limit_kind text, since timestamptz,
  base_currency text)
RETURNS numeric LANGUAGE plpgsql STABLE AS $$
DECLARE
  first_whole_hour constant timestamptz := protection_usage_hour(since) + interval '1 hour';
  -- The kinds of protection_usage_hours that count, and how: added, or (wins, rollbacks) taken away.
  added constant text[] := CASE limit_kind WHEN 'deposit' THEN '{deposit}' ELSE '{bet}' END;
  taken constant text[] := CASE limit_kind WHEN 'deposit' THEN '{}'
                                           WHEN 'loss' THEN '{win, rollback}'
                                           ELSE '{rollback}' END;
  used numeric;
BEGIN
  SELECT sum(fx_convert_at_mid_rate(total, currency, base_currency)) INTO used
  FROM (SELECT currency, sum(CASE WHEN kind = ANY (added) THEN amount ELSE -amount END) AS total
        FROM (SELECT kind, currency, total AS amount FROM protection_usage_hours
              WHERE player_id = player AND kind = ANY (added || taken)
                AND hour >= first_whole_hour
              UNION ALL
              SELECT 'deposit', currency, amount FROM payments
              WHERE limit_kind = 'deposit' AND player_id = player
                AND created_at > since AND created_at < first_whole_hour
                AND transaction_type = 'DEPOSIT' AND status IN ('PENDING', 'SUCCESS')
              UNION ALL
              SELECT kind, currency, amount FROM provider_transactions
              WHERE limit_kind <> 'deposit' AND player_id = player
                AND created_at > since AND created_at < first_whole_hour
                AND kind = ANY (added || taken)
              UNION ALL
              SELECT 'rollback', currency, amount FROM provider_rollbacks
              WHERE limit_kind <> 'deposit' AND player_id = player
                AND created_at > since AND created_at < first_whole_hour) AS counted
        GROUP BY currency) AS per_currency;
  RETURN COALESCE(used, 0);
END $$;
