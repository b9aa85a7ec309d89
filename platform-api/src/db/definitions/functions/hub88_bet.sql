-- A Hub88 bet, or the stored answer of a repeated one, in one statement, on the game wallet's
-- machinery (game_wallet_claim, docs/hub88.md): the token's session (extended), the claim of the
-- transaction id, the round, the player's standing and protection (protection_check_bet), the
-- active bonus grant's maximum bet (RS_ERROR_LIMIT_REACHED) and the stake's real/bonus split
-- (bonus_split_stake), the funds, then the stake's money with its jackpot contribution and the
-- grant's progress (game_wallet_post_bet). A
-- refusal raises CR000 with a Hub88 status, or a gateway error name, as its detail and writes
-- nothing.
-- Several bets may share a round; `round_closed` settles it.
CREATE OR REPLACE FUNCTION hub88_bet(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_game_code text, call_currency text, amount numeric, round_closed boolean,
  request_hash bytea, session_ttl_seconds integer,
  OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session :=
    game_wallet_find_session(call_gpid, session_id, session_ttl_seconds);
  claim constant game_wallet_claim := game_wallet_claim(session, call_gpid, 'bet', call_transaction_id,
    call_round_id, amount, request_hash);
  meta constant jsonb := jsonb_build_object('aggregator', 'hub88', 'gpid', call_gpid,
    'transactionId', call_transaction_id, 'roundId', call_round_id);
  split record;
BEGIN
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  PERFORM hub88_check_call(session, call_gpid, call_currency, call_game_code);
  IF NOT session.live THEN
    PERFORM game_wallet_refuse('RS_ERROR_TOKEN_EXPIRED', 'The token has expired');
  END IF;
  IF EXISTS (SELECT FROM players WHERE id = session.player_id AND blocked_at IS NOT NULL) THEN
    PERFORM game_wallet_refuse('RS_ERROR_USER_DISABLED', 'The player is blocked');
  END IF;
  PERFORM play_check_not_suspended(session.player_id, call_gpid, session.game_code);
  PERFORM protection_check_bet(session.player_id, session.currency, amount, true);
  split := bonus_split_stake(session, claim.accounts, call_gpid, amount);
  INSERT INTO rounds AS round (gpid, round_id, session_id, player_id, game_code, currency, stake,
                               status, settled_at, bonus_grant_id, bonus_stake)
  VALUES (call_gpid, call_round_id, session_id, session.player_id, session.game_code,
          session.currency, amount, CASE WHEN round_closed THEN 'settled' ELSE 'open' END,
          CASE WHEN round_closed THEN now() END,
          CASE WHEN split.bonus_part > 0 THEN (claim.accounts).grant_id END, split.bonus_part)
  ON CONFLICT (gpid, round_id) DO UPDATE SET stake = round.stake + EXCLUDED.stake,
    bonus_grant_id = COALESCE(round.bonus_grant_id, EXCLUDED.bonus_grant_id),
    bonus_stake = round.bonus_stake + EXCLUDED.bonus_stake,
    status = EXCLUDED.status, settled_at = EXCLUDED.settled_at
  WHERE round.player_id = EXCLUDED.player_id AND round.game_code = EXCLUDED.game_code
    AND round.currency = EXCLUDED.currency;
  IF NOT FOUND THEN
    PERFORM game_wallet_refuse('RS_ERROR_UNKNOWN',
      format('Round %s belongs to another player, game or currency', call_round_id));
  END IF;
  IF (claim.accounts).balance + (claim.accounts).bonus_balance < amount THEN
    PERFORM game_wallet_refuse('RS_ERROR_NOT_ENOUGH_MONEY',
      format('Insufficient %s balance: %s available, %s needed', session.currency,
             round((claim.accounts).balance + (claim.accounts).bonus_balance, session.scale),
             trim_scale(amount)));
  END IF;
  IF amount > 0 THEN
    PERFORM game_wallet_post_bet(session, claim.accounts, call_gpid, call_transaction_id, amount,
      split.bonus_part, split.weight, meta);
    moved := session;
  END IF;
END $$;
