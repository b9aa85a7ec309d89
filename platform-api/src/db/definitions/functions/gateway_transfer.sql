-- Moves `to_player` between the player's account and their game_settlement shard, as one ledger
-- transfer in one statement; both accounts are locked by gateway_lock_accounts.
CREATE OR REPLACE FUNCTION gateway_transfer(
  accounts gateway_accounts, transfer_kind text, key text, to_player numeric, transfer_meta jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH posting (account_id, amount) AS (
    VALUES (accounts.player_account_id, to_player), (accounts.settlement_account_id, -to_player)),
  transfer AS (
    INSERT INTO ledger_transfers (idempotency_key, kind, meta)
    VALUES (key, transfer_kind, transfer_meta) RETURNING id),
  posted AS (
    INSERT INTO ledger_postings (transfer_id, account_id, amount)
    SELECT transfer.id, posting.account_id, posting.amount FROM transfer CROSS JOIN posting)
  UPDATE ledger_accounts account SET balance = account.balance + posting.amount
  FROM posting WHERE account.id = posting.account_id;
END $$;
