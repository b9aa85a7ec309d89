-- The `data` a bet or win answers: the player's balance at the currency's scale.
CREATE OR REPLACE FUNCTION gateway_answer(session gateway_session, balance numeric, call_transaction_id text)
RETURNS jsonb LANGUAGE sql IMMUTABLE
RETURN jsonb_build_object('balance', round(balance, session.scale)::text,
  'currency', session.currency, 'transactionId', call_transaction_id);
