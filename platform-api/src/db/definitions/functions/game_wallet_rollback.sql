-- The one rollback rule of the game wallet, whichever provider's adapter calls it (gateway_rollback,
-- hub88_rollback), which has locked the session player's accounts (game_wallet_lock_accounts) and
-- answered a repeat of its own call. The first rollback naming `bet_transaction_id` claims it in
-- provider_rollbacks; a later one finds it claimed and moves nothing. A bet never seen gets a
-- tombstone, so that bet is refused if it arrives later (game_wallet_stored_answer). A bet of this
-- player in the session's currency is refunded by its stake's split (bonus_refund_stake), even
-- after a win in its round (the win stays paid: a provider reverses bets, and a refused rollback
-- would leave the player charged for a round it voided); its round loses the stake and is
-- `rolledBack` once it holds no stake and no win. A free bet (of zero) moves nothing. Any other
-- call the id names (a win, a free spin, another player's bet) is refused
-- (providerTransactionConflict). `answer` is the balance after the call, answering
-- `answer_transaction_id`; `adapter_meta` adds the adapter's names to the refund's transfer.
CREATE OR REPLACE FUNCTION game_wallet_rollback(
  session game_wallet_session, accounts game_wallet_accounts, call_gpid text,
  bet_transaction_id text, request_hash bytea, answer_transaction_id text, adapter_meta jsonb,
  OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  bet provider_transactions;
  refund record;
  refunded boolean := false;
BEGIN
  answer := game_wallet_answer(session, accounts.balance + accounts.bonus_balance,
    answer_transaction_id);
  INSERT INTO provider_rollbacks (gpid, transaction_id, request_hash)
  VALUES (call_gpid, bet_transaction_id, request_hash)
  ON CONFLICT (gpid, transaction_id) DO NOTHING;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO provider_transactions (gpid, transaction_id, kind)
  VALUES (call_gpid, bet_transaction_id, 'tombstone')
  ON CONFLICT (gpid, transaction_id) DO NOTHING;
  IF NOT FOUND THEN
    SELECT * INTO STRICT bet FROM provider_transactions
    WHERE gpid = call_gpid AND transaction_id = bet_transaction_id;
    IF bet.kind <> 'bet' OR bet.player_id <> session.player_id
       OR bet.currency <> session.currency THEN
      PERFORM game_wallet_refuse('providerTransactionConflict',
        format('Transaction %s is no bet of this player in %s', bet_transaction_id,
               session.currency));
    END IF;
  END IF;
  IF bet.amount > 0 THEN
    UPDATE rounds SET stake = stake - bet.amount,
      status = CASE WHEN stake = bet.amount AND win = 0 THEN 'rolledBack' ELSE status END,
      settled_at = CASE WHEN stake = bet.amount AND win = 0 THEN COALESCE(settled_at, now())
                        ELSE settled_at END
    WHERE gpid = call_gpid AND round_id = bet.round_id;
    refund := bonus_refund_stake(accounts, call_gpid, bet_transaction_id, bet.round_id,
      bet.amount, format('game:%s:rollback:%s', call_gpid, bet_transaction_id),
      jsonb_build_object('gpid', call_gpid, 'transactionId', bet_transaction_id,
                         'roundId', bet.round_id) || adapter_meta);
    answer := game_wallet_answer(session, accounts.balance + accounts.bonus_balance
      + refund.real_refund + refund.bonus_refund, answer_transaction_id);
    moved := session;
    refunded := true;
  END IF;
  UPDATE provider_rollbacks SET response = answer,
    player_id = CASE WHEN refunded THEN bet.player_id END,
    currency = CASE WHEN refunded THEN bet.currency END,
    amount = CASE WHEN refunded THEN bet.amount END
  WHERE gpid = call_gpid AND transaction_id = bet_transaction_id;
END $$;
