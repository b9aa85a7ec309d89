-- The win of a Hub88 free round (`is_free`, docs/hub88.md): it pays the round its free bet opened
-- (hub88_free_bet) and plays the grant's spin through the bonus engine's own free-spin path
-- (game_wallet_free_spin: one spin used, the numbered entry, the win credited as the offer says),
-- or answers the stored answer of a repeated one. A win of a round that is no open free round of
-- the player is refused and moves nothing.
CREATE OR REPLACE FUNCTION hub88_free_win(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_currency text, reference_transaction_id text, amount numeric, request_hash bytea,
  session_ttl_seconds integer, OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  free_round rounds;
  spin_stake numeric;
  spun record;
BEGIN
  SELECT round.* INTO free_round
  FROM provider_transactions bet
  JOIN rounds round ON round.gpid = bet.gpid AND round.round_id = bet.round_id
  JOIN provider_sessions game_session ON game_session.id = hub88_free_win.session_id
  WHERE bet.gpid = call_gpid AND bet.transaction_id = reference_transaction_id
    AND bet.kind = 'bet' AND bet.round_id = call_round_id AND round.free_spin
    AND round.player_id = game_session.player_id AND round.currency = call_currency;
  IF NOT FOUND THEN
    PERFORM game_wallet_refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      format('No free bet %s in round %s', reference_transaction_id, call_round_id));
  END IF;
  SELECT free_spin_stake INTO spin_stake FROM bonus_grants WHERE id = free_round.bonus_grant_id;
  SELECT * INTO spun FROM game_wallet_free_spin(call_gpid, session_id, call_transaction_id,
    call_round_id, free_round.bonus_grant_id, spin_stake, amount, request_hash,
    session_ttl_seconds);
  answer := spun.answer;
  moved := spun.moved;
END $$;
