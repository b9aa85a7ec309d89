-- A Hub88 rollback, or the stored answer of a repeated one, in one statement: its fields mapped
-- onto the game wallet's one rollback rule (game_wallet_rollback, docs/ledger.md). Hub88 names a
-- rollback by its own transaction id (hub88_rollbacks): a repeat answers its stored answer, another
-- body RS_ERROR_DUPLICATE_TRANSACTION; a new id naming a bet already refunded answers the balance
-- and moves nothing. The token may have expired. Answers the balance after the call.
CREATE OR REPLACE FUNCTION hub88_rollback(
  call_gpid text, session_id uuid, call_transaction_id text, reference_transaction_id text,
  request_hash bytea, OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session := game_wallet_find_session(call_gpid, session_id, NULL);
  -- The player's accounts first, in the order bets and wins lock them.
  accounts constant game_wallet_accounts :=
    game_wallet_lock_accounts(session.player_id, session.currency);
  stored hub88_rollbacks;
  rolled_back record;
BEGIN
  INSERT INTO hub88_rollbacks (transaction_uuid, gpid, reference_transaction_uuid, request_hash)
  VALUES (call_transaction_id, call_gpid, reference_transaction_id, request_hash)
  ON CONFLICT (transaction_uuid) DO NOTHING;
  IF NOT FOUND THEN
    SELECT * INTO STRICT stored FROM hub88_rollbacks WHERE transaction_uuid = call_transaction_id;
    IF stored.request_hash <> request_hash THEN
      PERFORM game_wallet_refuse('RS_ERROR_DUPLICATE_TRANSACTION',
        format('Transaction %s was already used for another call or body', call_transaction_id));
    END IF;
    answer := stored.response;
    RETURN;
  END IF;
  SELECT * INTO rolled_back FROM game_wallet_rollback(session, accounts, call_gpid,
    reference_transaction_id, request_hash, call_transaction_id,
    jsonb_build_object('aggregator', 'hub88', 'rollbackTransactionId', call_transaction_id));
  answer := rolled_back.answer;
  moved := rolled_back.moved;
  UPDATE hub88_rollbacks SET response = answer WHERE transaction_uuid = call_transaction_id;
END $$;
