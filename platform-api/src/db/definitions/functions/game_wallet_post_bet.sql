-- The money of a bet just claimed (game_wallet_claim) and checked, shared by every provider's
-- adapter: one ledger transfer takes `amount` from the player (`bonus_part` of it from the active
-- grant's account) into the game settlement shard and passes the stake's jackpot contribution
-- (jackpot_contribution) on to the pool in the same transfer; then the grant's entry and progress
-- (bonus_record_stake). One transfer per bet: its insert, postings and outbox rows are most of
-- what a bet costs the database (docs/capacity.md).
CREATE OR REPLACE FUNCTION game_wallet_post_bet(
  session game_wallet_session, accounts game_wallet_accounts, call_gpid text,
  call_transaction_id text, amount numeric, bonus_part numeric, weight numeric, meta jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pool_account_id bigint;
  contribution numeric;
  transfer_id bigint;
BEGIN
  -- No row when the brand has no active jackpot in the bet's currency: nothing goes to a pool.
  SELECT jackpot.pool_account_id, jackpot.amount INTO pool_account_id, contribution
  FROM jackpot_contribution(session, accounts.settlement_account_id, amount) AS jackpot;
  transfer_id := game_wallet_post_transfer('game_bet', accounts, call_gpid, call_transaction_id,
    -(amount - bonus_part), -bonus_part, accounts.grant_account_id, meta, pool_account_id,
    COALESCE(contribution, 0));
  IF accounts.grant_id IS NOT NULL THEN
    PERFORM bonus_record_stake(accounts, transfer_id, call_gpid, session.game_code, amount,
      bonus_part, weight);
  END IF;
END $$;
