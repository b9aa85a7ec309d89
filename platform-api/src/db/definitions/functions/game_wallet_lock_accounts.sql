-- The player's account in `account_currency`, the account of the player's active bonus grant in
-- it if any (docs/bonus.md), and a game_settlement shard of that currency, all locked (in that
-- order); creates whichever of the player's and the shards' is missing, the house's shards first. The shard is the first one no other transaction holds, starting from the
-- player's own (game_settlement_shard), so concurrent calls never wait on each other for a shard
-- until all sixteen are held; only then does it wait for the player's own.
CREATE OR REPLACE FUNCTION game_wallet_lock_accounts(player uuid, account_currency text)
RETURNS game_wallet_accounts LANGUAGE plpgsql AS $$
DECLARE
  player_shard constant smallint := game_settlement_shard(player);
  locked game_wallet_accounts;
BEGIN
  FOR attempt IN 1..2 LOOP
    SELECT account.id, account.balance INTO locked.player_account_id, locked.balance
    FROM ledger_accounts account
    WHERE account.player_id = player AND account.currency = account_currency
    FOR UPDATE;
    IF FOUND THEN
      -- A grant account is locked only by a holder of its player's account lock.
      SELECT active_grant.id, grant_account.id, grant_account.balance
      INTO locked.grant_id, locked.grant_account_id, locked.bonus_balance
      FROM bonus_grants active_grant
      JOIN ledger_accounts grant_account ON grant_account.bonus_grant_id = active_grant.id
      WHERE active_grant.player_id = player AND active_grant.currency = account_currency
        AND active_grant.status = 'active'
      FOR UPDATE OF grant_account;
      locked.bonus_balance := COALESCE(locked.bonus_balance, 0);
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
