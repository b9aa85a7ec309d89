-- A transaction id seen before: the same call and body get its stored answer.
CREATE OR REPLACE FUNCTION game_wallet_stored_answer(
  call_gpid text, call_transaction_id text, call_kind text, call_request_hash bytea)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  stored provider_transactions;
BEGIN
  SELECT * INTO STRICT stored FROM provider_transactions
  WHERE gpid = call_gpid AND transaction_id = call_transaction_id;
  IF stored.kind = 'tombstone' AND call_kind = 'bet' THEN
    PERFORM game_wallet_refuse('providerTransactionRolledBack',
      format('Transaction %s was rolled back; the bet is refused', call_transaction_id));
  END IF;
  IF stored.kind <> call_kind OR stored.request_hash IS DISTINCT FROM call_request_hash THEN
    PERFORM game_wallet_refuse('providerTransactionConflict',
      format('Transaction %s was already used for another call or body', call_transaction_id));
  END IF;
  RETURN stored.response;
END $$;
