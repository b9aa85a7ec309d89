-- The bonus part of a stake of `amount` by the player whose accounts (with the active grant's)
-- `accounts` holds locked, by the grant's spending order, and the stake's wagering weight. No
-- active grant: nothing is bonus money. A stake above the grant's maximum bet is refused
-- (gameBonusMaxBet, reason bonusMaxBet) before any money moves. Reads the grant only: nothing
-- of the offer or the brand.
CREATE OR REPLACE FUNCTION bonus_split_stake(
  session game_wallet_session, accounts game_wallet_accounts, call_gpid text, amount numeric,
  OUT bonus_part numeric, OUT weight numeric)
LANGUAGE plpgsql AS $$
DECLARE
  active_grant bonus_grants;
BEGIN
  bonus_part := 0;
  IF accounts.grant_id IS NULL THEN
    RETURN;
  END IF;
  SELECT * INTO STRICT active_grant FROM bonus_grants WHERE id = accounts.grant_id;
  IF amount > active_grant.max_bet THEN
    PERFORM protection_refuse('gameBonusMaxBet',
      format('The stake of %s %s is above the bonus maximum bet of %s', trim_scale(amount),
             session.currency, round(active_grant.max_bet, session.scale)),
      'bonusMaxBet', jsonb_build_object('limit', round(active_grant.max_bet, session.scale)::text,
                                        'currency', session.currency));
  END IF;
  bonus_part := CASE active_grant.spending_order
    WHEN 'bonus_first' THEN least(amount, accounts.bonus_balance)
    ELSE least(greatest(amount - accounts.balance, 0), accounts.bonus_balance) END;
  weight := bonus_weight(active_grant.terms, call_gpid, session.game_code);
END $$;
