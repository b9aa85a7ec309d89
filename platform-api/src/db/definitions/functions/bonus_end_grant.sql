-- Ends a pending or active grant: `completed` converts its whole bonus balance to the player's
-- real money (bonus_convert), `forfeited` and `expired` return it to the house's bonus account
-- (bonus_forfeit, bonus_expire), each one transfer with its entry; then the next pending grant
-- of that currency becomes active. A grant already ended is left as it is. The caller holds the
-- player's account lock (the grant account's is taken here). Returns the amount moved, or NULL
-- when the grant had already ended.
CREATE OR REPLACE FUNCTION bonus_end_grant(ending_grant uuid, new_status text, reason text)
RETURNS numeric LANGUAGE plpgsql AS $$
DECLARE
  ended bonus_grants;
  grant_account ledger_accounts;
  to_account bigint;
  posted record;
BEGIN
  SELECT * INTO STRICT ended FROM bonus_grants WHERE id = ending_grant FOR UPDATE;
  IF ended.status NOT IN ('pending', 'active') THEN
    RETURN NULL;
  END IF;
  SELECT * INTO STRICT grant_account FROM ledger_accounts
  WHERE bonus_grant_id = ending_grant FOR UPDATE;
  IF grant_account.balance > 0 THEN
    IF new_status = 'completed' THEN
      SELECT id INTO STRICT to_account FROM ledger_accounts
      WHERE player_id = ended.player_id AND currency = ended.currency;
    ELSE
      SELECT id INTO STRICT to_account FROM ledger_accounts
      WHERE house_role = 'bonus' AND currency = ended.currency AND brand_id IS NULL;
    END IF;
    posted := ledger_post_transfer(
      CASE new_status WHEN 'completed' THEN 'bonus_convert' WHEN 'forfeited' THEN 'bonus_forfeit'
                      ELSE 'bonus_expire' END,
      format('bonus-%s:%s', CASE new_status WHEN 'completed' THEN 'convert'
                                 WHEN 'forfeited' THEN 'forfeit' ELSE 'expire' END, ending_grant),
      jsonb_build_object('grantId', ending_grant, 'reason', reason),
      ARRAY[grant_account.id, to_account], ARRAY[-grant_account.balance, grant_account.balance]);
    INSERT INTO bonus_entries (grant_id, type, real_amount, bonus_amount, progress_added,
                               bonus_balance_after, transfer_id)
    VALUES (ending_grant,
            CASE new_status WHEN 'completed' THEN 'convert' WHEN 'forfeited' THEN 'forfeit'
                            ELSE 'expire' END,
            CASE WHEN new_status = 'completed' THEN grant_account.balance ELSE 0 END,
            -grant_account.balance, 0, 0, posted.transfer_id);
  END IF;
  UPDATE bonus_grants SET status = new_status, ended_at = now(), end_reason = reason
  WHERE id = ending_grant;
  IF ended.status = 'active' THEN
    PERFORM bonus_activate_next(ended.player_id, ended.currency);
  END IF;
  RETURN grant_account.balance;
END $$;
