-- The player's account in `account_currency` and a game_settlement shard of that currency, both
-- locked (the player's first, always in that order); creates whichever is missing, the house's
-- shards first. The shard is the first one no other transaction holds, starting from the
-- player's own (game_settlement_shard), so concurrent calls never wait on each other for a shard
-- until all sixteen are held; only then does it wait for the player's own.
CREATE OR REPLACE FUNCTION gateway_lock_accounts(player uuid, account_currency text)
RETURNS gateway_accounts LANGUAGE plpgsql AS $$
DECLARE
  player_shard constant smallint := game_settlement_shard(player);
  locked gateway_accounts;
BEGIN
  FOR attempt IN 1..2 LOOP
    SELECT account.id, account.balance INTO locked.player_account_id, locked.balance
    FROM ledger_accounts account
    WHERE account.player_id = player AND account.currency = account_currency
    FOR UPDATE;
    IF FOUND THEN
      SELECT settlement.id INTO locked.settlement_account_id
      FROM ledger_accounts settlement
      WHERE settlement.house_role = 'game_settlement' AND settlement.currency = account_currency
      ORDER BY (settlement.shard - player_shard + 16) % 16
      LIMIT 1 FOR UPDATE SKIP LOCKED;
      IF NOT FOUND THEN
        SELECT settlement.id INTO locked.settlement_account_id
        FROM ledger_accounts settlement
        WHERE settlement.house_role = 'game_settlement' AND settlement.currency = account_currency
          AND settlement.shard = player_shard
        FOR UPDATE;
      END IF;
      IF locked.settlement_account_id IS NOT NULL THEN
        RETURN locked;
      END IF;
    END IF;
    -- House accounts first, in shard order: every path creates accounts in that order, so
    -- creators never wait on each other in a cycle.
    INSERT INTO ledger_accounts (house_role, currency, shard)
    SELECT 'game_settlement', account_currency, shard FROM generate_series(0, 15) AS shard
    ORDER BY shard
    ON CONFLICT DO NOTHING;
    INSERT INTO ledger_accounts (player_id, currency)
    VALUES (player, account_currency) ON CONFLICT DO NOTHING;
  END LOOP;
  RAISE EXCEPTION 'accounts of player % in % not created', player, account_currency;
END $$;
