-- Writes one realtime event to the outbox in the caller's transaction; an event about a player
-- (the_player not null) takes the next number of that player's sequence.
CREATE OR REPLACE FUNCTION realtime_outbox_add(the_player uuid, the_event jsonb)
RETURNS void LANGUAGE sql AS $$
  WITH sequenced AS (
    INSERT INTO realtime_player_sequences AS counter (player_id, last_sequence)
    SELECT the_player, 1 WHERE the_player IS NOT NULL
    ON CONFLICT (player_id) DO UPDATE SET last_sequence = counter.last_sequence + 1
    RETURNING last_sequence)
  INSERT INTO realtime_outbox (player_id, player_sequence, event)
  SELECT the_player, (SELECT last_sequence FROM sequenced), the_event
$$;
