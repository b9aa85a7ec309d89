-- The one writer of the ledger: every transfer, whatever its kind, is written here, from
-- TypeScript (postTransfer in modules/ledger/repository.ts) or from SQL (game_wallet_post_transfer,
-- game_wallet_rollback).
-- Inserts the transfer under its idempotency key, then its postings (one per account), and adds
-- each to its account's balance in the same statement. A key applied before moves nothing:
-- `applied` is false and `transfer_id` is the stored transfer's, for the caller to compare.
--
-- The caller holds the lock of every account but at most one (the UPDATE locks in no set order,
-- so two callers holding none could wait on each other) and has checked that no player account
-- goes below zero; the database refuses that anyway, and checks the transfer at commit
-- (ledger_check_transfer). The transfer's realtime events go to the outbox in the same
-- transaction (realtime_announce_transfer). Returns the accounts posted to, with their balances and currencies
-- after the transfer, in no set order.
CREATE OR REPLACE FUNCTION ledger_post_transfer(
  transfer_kind text, key text, transfer_meta jsonb, account_ids bigint[], amounts numeric[],
  OUT transfer_id bigint, OUT applied boolean, OUT accounts bigint[], OUT balances numeric[],
  OUT currencies text[])
LANGUAGE plpgsql AS $$
BEGIN
  -- One statement: a bet or a win runs this on every call, and each statement costs its start.
  WITH transfer AS (
    INSERT INTO ledger_transfers (idempotency_key, kind, meta)
    VALUES (key, transfer_kind, transfer_meta)
    ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key_key DO NOTHING
    RETURNING id),
  posting AS (
    SELECT * FROM unnest(account_ids, amounts) AS posting(account_id, amount)),
  posted AS (
    INSERT INTO ledger_postings (transfer_id, account_id, amount)
    SELECT transfer.id, posting.account_id, posting.amount FROM transfer CROSS JOIN posting),
  updated AS (
    UPDATE ledger_accounts account SET balance = account.balance + posting.amount
    FROM transfer CROSS JOIN posting
    WHERE account.id = posting.account_id
    RETURNING account.id, account.balance, account.currency)
  SELECT transfer.id, array_agg(updated.id), array_agg(updated.balance),
         array_agg(updated.currency)
  INTO transfer_id, accounts, balances, currencies
  FROM transfer CROSS JOIN updated
  GROUP BY transfer.id;
  applied := FOUND;
  IF applied THEN
    PERFORM realtime_announce_transfer(accounts);
  ELSE
    SELECT stored.id INTO STRICT transfer_id
    FROM ledger_transfers stored WHERE stored.idempotency_key = key;
  END IF;
END $$;
