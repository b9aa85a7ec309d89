-- A rollback of the demo provider's gateway protocol, in one statement: its fields mapped onto the
-- game wallet's one rollback rule (game_wallet_rollback). The protocol names a rollback by the bet
-- it reverses, so a repeat is answered from that bet's rollback claim: the stored answer for the
-- same body, errorCode 24 for another. The session may have expired. The player's accounts are
-- locked first, in the order bets and wins lock them, so a rollback and a win of one round never
-- wait on each other in a cycle.
CREATE OR REPLACE FUNCTION gateway_rollback(
  call_gpid text, session_id uuid, call_transaction_id text, request_hash bytea,
  OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session := game_wallet_find_session(call_gpid, session_id, NULL);
  accounts constant game_wallet_accounts :=
    game_wallet_lock_accounts(session.player_id, session.currency);
  claimed provider_rollbacks;
  rolled_back record;
BEGIN
  SELECT * INTO claimed FROM provider_rollbacks
  WHERE gpid = call_gpid AND transaction_id = call_transaction_id;
  IF FOUND THEN
    IF claimed.request_hash <> request_hash THEN
      PERFORM game_wallet_refuse('providerTransactionConflict',
        format('Transaction %s was already used for another call or body', call_transaction_id));
    END IF;
    answer := claimed.response;
    RETURN;
  END IF;
  SELECT * INTO rolled_back FROM game_wallet_rollback(session, accounts, call_gpid,
    call_transaction_id, request_hash, call_transaction_id, '{}');
  answer := rolled_back.answer;
  moved := rolled_back.moved;
END $$;
