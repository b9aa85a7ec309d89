-- Provider bets and wins were eight round trips each between the API and PostgreSQL (BEGIN, the
-- session, the claim, the round, the lock, the answer, the transfer, COMMIT); every round trip
-- wakes two processes, and that, not the writes, was most of a call's cost. Each call is now one
-- function, run as one statement in its own transaction. The rules are unchanged: a refused call
-- raises SQLSTATE CR000 with the API's error code name as its DETAIL, and writes nothing.
-- The functions send no NOTIFY: a notifying transaction holds a database-wide lock until its
-- commit is flushed, so game calls would commit one at a time. They name the player whose
-- balance moved instead, and the API publishes that event once the call committed.

-- The game_settlement shard of a player: all of one player's game transfers post to one shard,
-- and different players' transfers mostly to different ones, so they rarely wait on each other.
CREATE FUNCTION game_settlement_shard(player uuid) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (((hashtextextended(player::text, 0) % 16) + 16) % 16)::smallint;

CREATE FUNCTION gateway_refuse(error_code_name text, message text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'CR000', MESSAGE = message, DETAIL = error_code_name;
END $$;

CREATE TYPE gateway_session AS (
  player_id uuid,
  brand_id text,
  username text,
  game_code text,
  currency text,
  scale smallint,
  -- Whether the session had not expired when the call began.
  live boolean
);

-- The session of `call_gpid` with this id, expired or not; `extend_seconds` pushes a live
-- session's expiry that far from now, so a player who keeps betting keeps playing.
CREATE FUNCTION gateway_find_session(call_gpid text, session_id uuid, extend_seconds integer)
RETURNS gateway_session LANGUAGE plpgsql AS $$
DECLARE
  result gateway_session;
BEGIN
  IF extend_seconds IS NOT NULL THEN
    UPDATE provider_sessions SET expires_at = now() + make_interval(secs => extend_seconds)
    WHERE id = session_id AND gpid = call_gpid AND expires_at > now();
  END IF;
  SELECT session.player_id, player.brand_id, player.username, session.game_code,
         session.currency, currency.scale, session.expires_at > now()
  INTO result
  FROM provider_sessions session
  JOIN players player ON player.id = session.player_id
  JOIN currencies currency ON currency.code = session.currency
  WHERE session.id = session_id AND session.gpid = call_gpid;
  IF NOT FOUND THEN
    PERFORM gateway_refuse('gameSessionInvalid', 'Unknown or expired provider session');
  END IF;
  RETURN result;
END $$;

-- The player's account in `account_currency`, locked, and the id of the player's
-- game_settlement shard; creates whichever is missing (their first game transfer). The shard is
-- locked later, by the transfer, and held only until commit.
CREATE TYPE gateway_accounts AS (player_account_id bigint, balance numeric, settlement_account_id bigint);

CREATE FUNCTION gateway_lock_accounts(player uuid, account_currency text) RETURNS gateway_accounts
LANGUAGE plpgsql AS $$
DECLARE
  player_shard constant smallint := game_settlement_shard(player);
  locked gateway_accounts;
BEGIN
  FOR attempt IN 1..2 LOOP
    SELECT account.id, account.balance,
           (SELECT settlement.id FROM ledger_accounts settlement
            WHERE settlement.house_role = 'game_settlement' AND settlement.currency = account_currency
              AND settlement.shard = player_shard)
    INTO locked
    FROM ledger_accounts account
    WHERE account.player_id = player AND account.currency = account_currency
    FOR UPDATE OF account;
    IF FOUND AND locked.settlement_account_id IS NOT NULL THEN
      RETURN locked;
    END IF;
    -- House account first: every path creates accounts in that order, so creators never wait on
    -- each other in a cycle.
    INSERT INTO ledger_accounts (house_role, currency, shard)
    VALUES ('game_settlement', account_currency, player_shard) ON CONFLICT DO NOTHING;
    INSERT INTO ledger_accounts (player_id, currency)
    VALUES (player, account_currency) ON CONFLICT DO NOTHING;
  END LOOP;
  RAISE EXCEPTION 'accounts of player % in % not created', player, account_currency;
END $$;

-- Moves `to_player` between the player's account and their game_settlement shard, as one ledger
-- transfer in one statement; the shard's lock is taken by its UPDATE and held only until commit.
CREATE FUNCTION gateway_transfer(
  accounts gateway_accounts, transfer_kind text, key text, to_player numeric, transfer_meta jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH posting (account_id, amount) AS (
    VALUES (accounts.player_account_id, to_player), (accounts.settlement_account_id, -to_player)),
  transfer AS (
    INSERT INTO ledger_transfers (idempotency_key, kind, meta)
    VALUES (key, transfer_kind, transfer_meta) RETURNING id),
  posted AS (
    INSERT INTO ledger_postings (transfer_id, account_id, amount)
    SELECT transfer.id, posting.account_id, posting.amount FROM transfer CROSS JOIN posting)
  UPDATE ledger_accounts account SET balance = account.balance + posting.amount
  FROM posting WHERE account.id = posting.account_id;
END $$;

-- A transaction id seen before: the same call and body get its stored answer.
CREATE FUNCTION gateway_stored_answer(
  call_gpid text, call_transaction_id text, call_kind text, call_request_hash bytea)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  stored provider_transactions;
BEGIN
  SELECT * INTO STRICT stored FROM provider_transactions
  WHERE gpid = call_gpid AND transaction_id = call_transaction_id;
  IF stored.kind = 'tombstone' AND call_kind = 'bet' THEN
    PERFORM gateway_refuse('providerTransactionRolledBack',
      format('Transaction %s was rolled back; the bet is refused', call_transaction_id));
  END IF;
  IF stored.kind <> call_kind OR stored.request_hash IS DISTINCT FROM call_request_hash THEN
    PERFORM gateway_refuse('providerTransactionConflict',
      format('Transaction %s was already used for another call or body', call_transaction_id));
  END IF;
  RETURN stored.response;
END $$;

CREATE FUNCTION gateway_answer(session gateway_session, balance numeric, call_transaction_id text)
RETURNS jsonb LANGUAGE sql IMMUTABLE
RETURN jsonb_build_object('balance', round(balance, session.scale)::text,
  'currency', session.currency, 'transactionId', call_transaction_id);

CREATE TYPE gateway_claim AS (accounts gateway_accounts, answer jsonb, claimed boolean);

-- Checks the amount's scale, locks the player's accounts and claims the provider transaction id
-- together with the answer the call gives (the balance after it). An id claimed before is
-- answered from storage instead (claimed false); a concurrent claim of the same id waits here
-- until the first one ends.
CREATE FUNCTION gateway_claim(
  session gateway_session, call_gpid text, call_kind text, call_transaction_id text,
  call_round_id text, amount numeric, request_hash bytea)
RETURNS gateway_claim LANGUAGE plpgsql AS $$
DECLARE
  accounts gateway_accounts;
  answer jsonb;
BEGIN
  IF min_scale(amount) > session.scale THEN
    PERFORM gateway_refuse('badRequest',
      format('%s amounts have at most %s decimal places', session.currency, session.scale));
  END IF;
  accounts := gateway_lock_accounts(session.player_id, session.currency);
  answer := gateway_answer(session,
    accounts.balance + CASE call_kind WHEN 'bet' THEN -amount ELSE amount END, call_transaction_id);
  INSERT INTO provider_transactions
    (gpid, transaction_id, kind, player_id, round_id, currency, amount, request_hash, response)
  VALUES (call_gpid, call_transaction_id, call_kind, session.player_id, call_round_id,
          session.currency, amount, request_hash, answer)
  ON CONFLICT (gpid, transaction_id) DO NOTHING;
  IF FOUND THEN
    RETURN (accounts, answer, true);
  END IF;
  RETURN (accounts,
    gateway_stored_answer(call_gpid, call_transaction_id, call_kind, request_hash), false);
END $$;

CREATE FUNCTION gateway_bet(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  call_game_code text, amount numeric, request_hash bytea, session_ttl_seconds integer,
  OUT answer jsonb, OUT moved gateway_session)
LANGUAGE plpgsql AS $$
DECLARE
  session constant gateway_session :=
    gateway_find_session(call_gpid, session_id, session_ttl_seconds);
  claim gateway_claim;
BEGIN
  IF amount = 0 THEN
    PERFORM gateway_refuse('badRequest', 'amount must be greater than zero');
  END IF;
  claim := gateway_claim(session, call_gpid, 'bet', call_transaction_id, call_round_id, amount,
    request_hash);
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  IF NOT session.live THEN
    PERFORM gateway_refuse('gameSessionInvalid', 'Unknown or expired provider session');
  END IF;
  IF call_game_code <> session.game_code THEN
    PERFORM gateway_refuse('badRequest',
      format('The session plays %s, not %s', session.game_code, call_game_code));
  END IF;
  INSERT INTO rounds AS round (gpid, round_id, player_id, game_code, currency, stake)
  VALUES (call_gpid, call_round_id, session.player_id, session.game_code, session.currency, amount)
  ON CONFLICT (gpid, round_id) DO UPDATE SET stake = round.stake + EXCLUDED.stake
  WHERE round.status = 'open' AND round.player_id = EXCLUDED.player_id
    AND round.game_code = EXCLUDED.game_code AND round.currency = EXCLUDED.currency;
  IF NOT FOUND THEN
    PERFORM gateway_refuse('roundNotOpen', format('Round %s is not open to this call', call_round_id));
  END IF;
  IF (claim.accounts).balance < amount THEN
    PERFORM gateway_refuse('gameInsufficientFunds',
      format('Insufficient %s balance: %s available, %s needed', session.currency,
             round((claim.accounts).balance, session.scale), trim_scale(amount)));
  END IF;
  PERFORM gateway_transfer(claim.accounts, 'game_bet',
    format('game:%s:%s', call_gpid, call_transaction_id), -amount,
    jsonb_build_object('gpid', call_gpid, 'transactionId', call_transaction_id,
                       'roundId', call_round_id));
  moved := session;
END $$;

CREATE FUNCTION gateway_win(
  call_gpid text, session_id uuid, call_transaction_id text, call_round_id text,
  amount numeric, request_hash bytea, OUT answer jsonb, OUT moved gateway_session)
LANGUAGE plpgsql AS $$
DECLARE
  -- Wins settle rounds already paid for, so an expired session still takes them.
  session constant gateway_session := gateway_find_session(call_gpid, session_id, NULL);
  claim constant gateway_claim := gateway_claim(session, call_gpid, 'win', call_transaction_id,
    call_round_id, amount, request_hash);
BEGIN
  answer := claim.answer;
  IF NOT claim.claimed THEN
    RETURN;
  END IF;
  UPDATE rounds SET win = win + amount, status = 'settled', settled_at = COALESCE(settled_at, now())
  WHERE gpid = call_gpid AND round_id = call_round_id AND player_id = session.player_id
    AND currency = session.currency AND status <> 'rolledBack';
  IF NOT FOUND THEN
    PERFORM gateway_refuse('roundNotOpen', format('Round %s is not open to this call', call_round_id));
  END IF;
  IF amount > 0 THEN
    PERFORM gateway_transfer(claim.accounts, 'game_win',
      format('game:%s:%s', call_gpid, call_transaction_id), amount,
      jsonb_build_object('gpid', call_gpid, 'transactionId', call_transaction_id,
                         'roundId', call_round_id));
    moved := session;
  END IF;
END $$;
