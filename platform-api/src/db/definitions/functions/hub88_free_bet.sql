-- The zero bet that opens a free round of Hub88's Freebets (`is_free`, docs/hub88.md), or the
-- stored answer of a repeated one: `meta.operator_reference` names the free-spin grant the reward
-- was created for, which must be the player's active grant in the session's currency, unexpired,
-- with a spin left, on this game. It opens the round as a free spin of that grant (stake 0, moving nothing);
-- the round's win (hub88_free_win) plays the spin. A refusal moves nothing.
CREATE OR REPLACE FUNCTION hub88_free_bet(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_game_code text, call_currency text, grant_reference text, request_hash bytea,
  session_ttl_seconds integer, OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session :=
    game_wallet_find_session(call_gpid, session_id, session_ttl_seconds);
  claim constant game_wallet_claim := game_wallet_claim(session, call_gpid, 'bet', call_transaction_id,
    call_round_id, 0, request_hash);
BEGIN
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  PERFORM hub88_check_call(session, call_gpid, call_currency, call_game_code);
  IF NOT session.live THEN
    PERFORM game_wallet_refuse('RS_ERROR_TOKEN_EXPIRED', 'The token has expired');
  END IF;
  PERFORM play_check_not_suspended(session.player_id, call_gpid, session.game_code);
  -- The claim locked the player's active grant: only its spins are played.
  IF (claim.accounts).grant_id IS NULL
     OR (claim.accounts).grant_id::text IS DISTINCT FROM grant_reference THEN
    PERFORM game_wallet_refuse('freeSpinUnavailable',
      format('%s is not the player''s active bonus grant in %s', grant_reference,
             session.currency));
  END IF;
  IF EXISTS (SELECT FROM bonus_grants
             WHERE id = (claim.accounts).grant_id AND expires_at <= now()) THEN
    PERFORM game_wallet_refuse('freeSpinUnavailable',
      format('The free spins of grant %s expired', grant_reference));
  END IF;
  IF NOT EXISTS (
    SELECT FROM bonus_grants
    WHERE id = (claim.accounts).grant_id AND free_spins_used < free_spins
      AND (terms #> '{freeSpins,games}') ? (call_gpid || ':' || session.game_code)) THEN
    PERFORM game_wallet_refuse('freeSpinUnavailable',
      format('Grant %s has no free spin left on %s', grant_reference, call_game_code));
  END IF;
  INSERT INTO rounds (gpid, round_id, session_id, player_id, game_code, currency, stake, status,
                      bonus_grant_id, free_spin)
  VALUES (call_gpid, call_round_id, session_id, session.player_id, session.game_code,
          session.currency, 0, 'open', (claim.accounts).grant_id, true)
  ON CONFLICT (gpid, round_id) DO NOTHING;
  IF NOT FOUND THEN
    PERFORM game_wallet_refuse('RS_ERROR_UNKNOWN', format('Round %s exists already', call_round_id));
  END IF;
END $$;
