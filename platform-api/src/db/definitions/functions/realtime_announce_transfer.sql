-- The realtime events of one applied transfer, written to the outbox in its transaction: a
-- balanceChanged for each player whose account (or bonus grant's account) it posted to, numbered
-- in that player's sequence, and a jackpotChanged for each brand whose jackpot pool it posted to.
-- Called by ledger_post_transfer, so no money moves without its event.
CREATE OR REPLACE FUNCTION realtime_announce_transfer(account_ids bigint[])
RETURNS void LANGUAGE sql AS $$
  WITH player AS (
    SELECT DISTINCT player.id, player.brand_id, player.username
    FROM ledger_accounts account
    LEFT JOIN bonus_grants grant_ ON grant_.id = account.bonus_grant_id
    JOIN players player ON player.id = coalesce(account.player_id, grant_.player_id)
    WHERE account.id = ANY (account_ids)),
  sequenced AS (
    -- In player order, so two transfers touching the same players lock their rows in one order.
    INSERT INTO realtime_player_sequences AS counter (player_id, last_sequence)
    SELECT id, 1 FROM player ORDER BY id
    ON CONFLICT (player_id) DO UPDATE SET last_sequence = counter.last_sequence + 1
    RETURNING player_id, last_sequence)
  INSERT INTO realtime_outbox (player_id, player_sequence, event)
  SELECT player.id, sequenced.last_sequence,
         jsonb_build_object('kind', 'balanceChanged', 'playerId', player.id,
                            'brandUsername', player.brand_id || '_' || player.username)
  FROM player JOIN sequenced ON sequenced.player_id = player.id
  UNION ALL
  SELECT DISTINCT NULL::uuid, NULL::bigint,
         jsonb_build_object('kind', 'jackpotChanged', 'brandId', account.brand_id)
  FROM ledger_accounts account
  WHERE account.id = ANY (account_ids) AND account.brand_id IS NOT NULL
$$;
