-- Every bet's loss and wager check summed all the player's bets, wins and rollbacks of the last
-- 24 hours, 7 days and 30 days: a bet cost as much as the player had played in a month. What
-- counts against limits is now also kept as running totals per player, kind, currency and hour
-- (UTC), maintained by triggers in the transaction that records each bet, win, rollback and
-- deposit; protection_usage reads the whole hours inside a window from here and only the rows of
-- the partial hour at its start (docs/protection.md#limits). Each row is one player's, so no row
-- is shared by the bets of different players. The hours older than 31 days, which no window
-- reaches, are removed as new hours open (protection_usage_hours_add).
CREATE TABLE protection_usage_hours (
  player_id uuid NOT NULL,
  -- deposit: requested or approved deposits; bet, win: provider_transactions; rollback:
  -- provider_rollbacks.
  kind text NOT NULL CHECK (kind = ANY ('{deposit, bet, win, rollback}'::text[])),
  currency text NOT NULL,
  -- The hour's start in UTC: the hour holds the rows created in [hour, hour + 1 hour).
  hour timestamptz NOT NULL CHECK (hour = date_trunc('hour', hour, 'UTC')),
  total numeric NOT NULL,
  -- Hour before currency: a window reads one range of hours per kind.
  PRIMARY KEY (player_id, kind, hour, currency)
);

-- The totals of the rows recorded so far, of the hours that began in the last 31 days (the
-- triggers keep them from now on, and drop older hours).
INSERT INTO protection_usage_hours (player_id, kind, currency, hour, total)
SELECT player_id, kind, currency, date_trunc('hour', created_at, 'UTC'), sum(amount)
FROM (SELECT player_id, 'deposit' AS kind, currency, created_at, amount FROM depo_wd_transactions
      WHERE transaction_type = 'DEPOSIT' AND status IN ('PENDING', 'SUCCESS')
      UNION ALL
      SELECT player_id, kind, currency, created_at, amount FROM provider_transactions
      WHERE kind IN ('bet', 'win') AND player_id IS NOT NULL
      UNION ALL
      SELECT player_id, 'rollback', currency, created_at, amount FROM provider_rollbacks
      WHERE player_id IS NOT NULL) AS counted
WHERE date_trunc('hour', created_at, 'UTC') >= now() - interval '31 days'
GROUP BY 1, 2, 3, 4;
