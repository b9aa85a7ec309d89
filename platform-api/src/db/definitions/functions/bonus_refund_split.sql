-- How a rolled-back bet of `amount` is refunded (docs/bonus.md#wins-rollbacks-and-wagering): by
-- its stake entry, the real part to the player and the bonus part to its grant while the grant is
-- active (its account locked here); a completed grant's part as real money, a forfeited or expired
-- grant's not at all. A bet with no stake entry is refunded whole to the player. The caller holds
-- the player's account lock. `stake_entry_id` is set when the refund is the active grant's to record
-- (bonus_record_refund).
CREATE OR REPLACE FUNCTION bonus_refund_split(
  call_gpid text, bet_transaction_id text, amount numeric,
  OUT real_refund numeric, OUT bonus_refund numeric, OUT grant_account_id bigint,
  OUT stake_entry_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  stake bonus_entries;
  stake_grant_status text;
BEGIN
  real_refund := amount;
  bonus_refund := 0;
  SELECT entry.* INTO stake FROM bonus_entries entry
  JOIN ledger_transfers transfer ON transfer.id = entry.transfer_id
  WHERE transfer.idempotency_key = format('game:%s:%s', call_gpid, bet_transaction_id)
    AND entry.type = 'stake';
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT status INTO STRICT stake_grant_status FROM bonus_grants WHERE id = stake.grant_id;
  IF stake_grant_status = 'active' THEN
    real_refund := -stake.real_amount;
    bonus_refund := -stake.bonus_amount;
    stake_entry_id := stake.id;
    SELECT id INTO STRICT grant_account_id FROM ledger_accounts
    WHERE bonus_grant_id = stake.grant_id FOR UPDATE;
  ELSIF stake_grant_status <> 'completed' THEN
    real_refund := -stake.real_amount;
  END IF;
END $$;
