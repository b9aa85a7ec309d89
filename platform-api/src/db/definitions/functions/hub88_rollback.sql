-- A Hub88 rollback, or the stored answer of a repeated one, in one statement. It refunds the bet
-- it references once, whichever rollback call comes first; a bet never seen gets a tombstone, so
-- that bet is refused if it arrives later (gateway_stored_answer), and the call succeeds. The
-- token may have expired. Answers the balance after the call.
CREATE OR REPLACE FUNCTION hub88_rollback(
  call_gpid text, session_id uuid, call_transaction_id text, reference_transaction_id text,
  request_hash bytea, OUT answer jsonb, OUT moved gateway_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant gateway_session := gateway_find_session(call_gpid, session_id, NULL);
  -- The player's accounts first, in the order bets and wins lock them.
  accounts constant gateway_accounts :=
    gateway_lock_accounts(session.player_id, session.currency);
  stored hub88_rollbacks;
  bet provider_transactions;
  refund record;
BEGIN
  INSERT INTO hub88_rollbacks (transaction_uuid, gpid, reference_transaction_uuid, request_hash)
  VALUES (call_transaction_id, call_gpid, reference_transaction_id, request_hash)
  ON CONFLICT (transaction_uuid) DO NOTHING;
  IF NOT FOUND THEN
    SELECT * INTO STRICT stored FROM hub88_rollbacks WHERE transaction_uuid = call_transaction_id;
    IF stored.request_hash <> request_hash THEN
      PERFORM gateway_refuse('RS_ERROR_DUPLICATE_TRANSACTION',
        format('Transaction %s was already used for another call or body', call_transaction_id));
    END IF;
    answer := stored.response;
    RETURN;
  END IF;
  answer := gateway_answer(session, accounts.balance + accounts.bonus_balance, call_transaction_id);
  INSERT INTO provider_transactions (gpid, transaction_id, kind)
  VALUES (call_gpid, reference_transaction_id, 'tombstone')
  ON CONFLICT (gpid, transaction_id) DO NOTHING;
  IF NOT FOUND THEN
    SELECT * INTO STRICT bet FROM provider_transactions
    WHERE gpid = call_gpid AND transaction_id = reference_transaction_id;
    IF bet.kind = 'win' OR bet.player_id <> session.player_id THEN
      PERFORM gateway_refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        format('No bet %s of this player', reference_transaction_id));
    END IF;
  END IF;
  -- A bet refunded before (by another rollback call) or never seen is left as it is. A free bet
  -- (of zero) is marked rolled back and moves nothing.
  IF bet.kind = 'bet' THEN
    INSERT INTO provider_rollbacks
      (gpid, transaction_id, request_hash, player_id, currency, amount, response)
    VALUES (call_gpid, reference_transaction_id, request_hash,
      CASE WHEN bet.amount > 0 THEN bet.player_id END, bet.currency, NULLIF(bet.amount, 0),
      gateway_answer(session, accounts.balance + accounts.bonus_balance + bet.amount,
        call_transaction_id))
    ON CONFLICT (gpid, transaction_id) DO NOTHING;
    IF FOUND AND bet.amount > 0 THEN
      UPDATE rounds SET stake = stake - bet.amount,
        status = CASE WHEN stake = bet.amount AND win = 0 THEN 'rolledBack' ELSE status END,
        settled_at = CASE WHEN stake = bet.amount AND win = 0 THEN COALESCE(settled_at, now())
                          ELSE settled_at END
      WHERE gpid = call_gpid AND round_id = bet.round_id;
      refund := bonus_refund_stake(accounts, call_gpid, reference_transaction_id, bet.round_id,
        bet.amount, format('game:%s:rollback:%s', call_gpid, reference_transaction_id),
        jsonb_build_object('aggregator', 'hub88', 'gpid', call_gpid,
                           'transactionId', reference_transaction_id, 'roundId', bet.round_id,
                           'rollbackTransactionId', call_transaction_id));
      answer := gateway_answer(session, accounts.balance + accounts.bonus_balance
        + refund.real_refund + refund.bonus_refund, call_transaction_id);
      moved := session;
    END IF;
  END IF;
  UPDATE hub88_rollbacks SET response = answer WHERE transaction_uuid = call_transaction_id;
END $$;
