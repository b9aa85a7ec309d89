-- A provider's free spin of the player's active bonus grant (docs/bonus.md#free-spins), or the
-- stored answer of a repeated one, in one statement: the claim of the transaction id (which locks
-- the player's account and the active grant's, so two spins of one grant take turns), one of the
-- grant's spins used, the round recorded settled with its grant and no stake, the win (even 0)
-- credited as the offer says (bonus money to the grant, adding its wagering, or real money), and
-- the spin's entry. The player pays nothing, so neither protection's limits nor wagering see it.
-- Once its last spin is played the grant ends if it holds no money (balanceSpent) or its wagering
-- is met (its money converts).
CREATE OR REPLACE FUNCTION game_wallet_free_spin(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_grant_id uuid, stake numeric, amount numeric, request_hash bytea,
  session_ttl_seconds integer, OUT answer jsonb, OUT moved game_wallet_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant game_wallet_session :=
    game_wallet_find_session(call_gpid, session_id, session_ttl_seconds);
  claim game_wallet_claim;
  spun bonus_grants;
  as_bonus boolean;
  bonus_won numeric;
  transfer_id bigint;
  -- An aggregator's free round its zero bet opened: the spin settles it, whatever came since.
  opened constant boolean := EXISTS (
    SELECT FROM rounds WHERE gpid = call_gpid AND round_id = call_round_id
      AND status = 'open' AND free_spin);
BEGIN
  claim := game_wallet_claim(session, call_gpid, 'free_spin', call_transaction_id, call_round_id,
    amount, request_hash);
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  IF NOT session.live THEN
    PERFORM game_wallet_refuse('gameSessionInvalid', 'Unknown or expired provider session');
  END IF;
  IF NOT opened THEN
    PERFORM play_check_not_suspended(session.player_id, call_gpid, session.game_code);
  END IF;
  -- Only the active grant's spins are played: its account is the one the claim locked.
  IF (claim.accounts).grant_id IS DISTINCT FROM call_grant_id THEN
    PERFORM game_wallet_refuse('freeSpinUnavailable',
      format('Grant %s is not the player''s active bonus grant in %s', call_grant_id,
             session.currency));
  END IF;
  -- Expiry forfeits the spins at once, not when the sweeper gets to the grant.
  IF NOT opened
     AND EXISTS (SELECT FROM bonus_grants WHERE id = call_grant_id AND expires_at <= now()) THEN
    PERFORM game_wallet_refuse('freeSpinUnavailable',
      format('The free spins of grant %s expired', call_grant_id));
  END IF;
  UPDATE bonus_grants SET free_spins_used = free_spins_used + 1,
    wagering_required = wagering_required + CASE terms #>> '{freeSpins,winnings}'
      WHEN 'bonus' THEN amount * (terms ->> 'wageringMultiplier')::numeric ELSE 0 END
  WHERE id = call_grant_id AND free_spins_used < free_spins
  RETURNING * INTO spun;
  IF NOT FOUND THEN
    PERFORM game_wallet_refuse('freeSpinUnavailable',
      format('Grant %s has no free spin left', call_grant_id));
  END IF;
  IF NOT (spun.terms #> '{freeSpins,games}') ? (call_gpid || ':' || session.game_code) THEN
    PERFORM game_wallet_refuse('freeSpinUnavailable',
      format('The free spins of grant %s are not played on %s:%s', call_grant_id, call_gpid,
             session.game_code));
  END IF;
  IF stake <> spun.free_spin_stake THEN
    PERFORM game_wallet_refuse('freeSpinUnavailable',
      format('A free spin of grant %s stakes %s %s', call_grant_id,
             round(spun.free_spin_stake, session.scale), session.currency));
  END IF;
  INSERT INTO rounds AS round (gpid, round_id, session_id, player_id, game_code, currency, stake,
                      win, status, settled_at, bonus_grant_id, free_spin)
  VALUES (call_gpid, call_round_id, session_id, session.player_id, session.game_code,
          session.currency, 0, amount, 'settled', now(), call_grant_id, true)
  -- An aggregator's free round (Hub88's is_free bet) was opened by its zero bet: the spin settles it.
  ON CONFLICT (gpid, round_id) DO UPDATE SET win = EXCLUDED.win, status = 'settled',
    settled_at = now()
  WHERE round.status = 'open' AND round.free_spin AND round.stake = 0
    AND round.bonus_grant_id = EXCLUDED.bonus_grant_id AND round.player_id = EXCLUDED.player_id;
  IF NOT FOUND THEN
    PERFORM game_wallet_refuse('roundNotOpen', format('Round %s exists already', call_round_id));
  END IF;
  as_bonus := spun.terms #>> '{freeSpins,winnings}' = 'bonus';
  bonus_won := CASE WHEN as_bonus THEN amount ELSE 0 END;
  IF amount > 0 THEN
    transfer_id := game_wallet_post_transfer('game_win', claim.accounts, call_gpid,
      call_transaction_id, amount - bonus_won, bonus_won, (claim.accounts).grant_account_id,
      jsonb_build_object('gpid', call_gpid, 'transactionId', call_transaction_id,
                         'roundId', call_round_id, 'freeSpinOf', call_grant_id));
    moved := session;
  END IF;
  INSERT INTO bonus_entries (grant_id, type, real_amount, bonus_amount, progress_added,
                             bonus_balance_after, transfer_id, game, spin)
  VALUES (call_grant_id, 'free_spin', amount - bonus_won, bonus_won, 0,
          (claim.accounts).bonus_balance + bonus_won,
          transfer_id, call_gpid || ':' || session.game_code, spun.free_spins_used);
  -- The answer says which spin this was, and a repeat answers the same.
  answer := answer || jsonb_build_object('freeSpin',
    jsonb_build_object('number', spun.free_spins_used, 'total', spun.free_spins));
  UPDATE provider_transactions SET response = answer
  WHERE gpid = call_gpid AND transaction_id = call_transaction_id;
  IF spun.free_spins_used = spun.free_spins THEN
    IF (claim.accounts).bonus_balance + bonus_won = 0 THEN
      PERFORM bonus_end_if_spent(call_grant_id);
    ELSIF spun.wagering_progress >= spun.wagering_required THEN
      PERFORM bonus_end_grant(call_grant_id, 'completed', NULL);
    END IF;
  END IF;
END $$;
