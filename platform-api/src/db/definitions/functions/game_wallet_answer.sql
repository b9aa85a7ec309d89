-- The `data` a bet, win or rollback answers: the player's balance at the currency's scale.
CREATE OR REPLACE FUNCTION game_wallet_answer(
  session game_wallet_session, balance numeric, call_transaction_id text)
RETURNS jsonb LANGUAGE sql IMMUTABLE
RETURN jsonb_build_object('balance', round(balance, session.scale)::text,
  'currency', session.currency, 'transactionId', call_transaction_id);
