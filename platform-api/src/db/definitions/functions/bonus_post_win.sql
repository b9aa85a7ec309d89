-- A win of `amount` (> 0) on a round whose stake was `round_bonus_stake` bonus money out of
-- `round_stake`, drawn from grant `round_grant`: its ledger transfer (game_win), credited in the
-- stake's proportion, the bonus share (rounded down to the currency's scale) back to the grant and
-- the rest as real money. The share of a grant that has ended follows how it ended: completed, as
-- real money; forfeited or expired, not paid. Returns the share not paid (0 but for those).
CREATE OR REPLACE FUNCTION bonus_post_win(
  session game_wallet_session, accounts game_wallet_accounts, call_gpid text, call_transaction_id text,
  amount numeric, round_grant uuid, round_bonus_stake numeric, round_stake numeric,
  transfer_meta jsonb)
RETURNS numeric LANGUAGE plpgsql AS $$
DECLARE
  bonus_share numeric := 0;
  round_grant_status text;
  grant_account ledger_accounts;
  transfer_id bigint;
BEGIN
  IF round_grant IS NOT NULL AND round_bonus_stake > 0 AND round_stake > 0 THEN
    -- Multiplied before dividing: the quotient alone is rounded at its own scale, which can
    -- take a cent off an exact share (119,000 × 6,000 / 51,000 is 14,000).
    bonus_share := trunc(least(amount * round_bonus_stake / round_stake, amount), session.scale);
    SELECT status INTO STRICT round_grant_status FROM bonus_grants WHERE id = round_grant;
  END IF;
  IF bonus_share = 0 OR round_grant_status = 'completed' THEN
    PERFORM game_wallet_post_transfer('game_win', accounts, call_gpid, call_transaction_id,
      amount, 0, NULL, transfer_meta);
    RETURN 0;
  END IF;
  IF round_grant_status <> 'active' THEN
    IF amount > bonus_share THEN
      PERFORM game_wallet_post_transfer('game_win', accounts, call_gpid, call_transaction_id,
        amount - bonus_share, 0, NULL, transfer_meta);
    END IF;
    RETURN bonus_share;
  END IF;
  -- Only the active grant has rounds open, and game_wallet_lock_accounts locked its account.
  SELECT * INTO STRICT grant_account FROM ledger_accounts WHERE bonus_grant_id = round_grant;
  transfer_id := game_wallet_post_transfer('game_win', accounts, call_gpid, call_transaction_id,
    amount - bonus_share, bonus_share, grant_account.id, transfer_meta);
  INSERT INTO bonus_entries (grant_id, type, real_amount, bonus_amount, progress_added,
                             bonus_balance_after, transfer_id, game)
  VALUES (round_grant, 'win', amount - bonus_share, bonus_share, 0,
          grant_account.balance + bonus_share, transfer_id, call_gpid || ':' || session.game_code);
  RETURN 0;
END $$;
