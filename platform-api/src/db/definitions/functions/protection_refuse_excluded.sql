-- Refuses (`error_code_name`) a player timed out or self-excluded now, the latest exclusion when
-- several overlap: reason timeOut or selfExcluded with `until`, the ISO time it ends; `consequence`
-- ends the English message. Does nothing when the player is not excluded.
CREATE OR REPLACE FUNCTION protection_refuse_excluded(player uuid, error_code_name text,
  consequence text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  exclusion record;
BEGIN
  SELECT kind, ends_at INTO exclusion
  FROM player_exclusions
  WHERE player_id = player AND ends_at > now()
  ORDER BY ends_at DESC
  LIMIT 1;
  IF FOUND THEN
    PERFORM protection_refuse(error_code_name,
      protection_exclusion_message(player) || ': ' || consequence,
      CASE exclusion.kind WHEN 'time_out' THEN 'timeOut' ELSE 'selfExcluded' END,
      jsonb_build_object('until',
        to_char(exclusion.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')));
  END IF;
END $$;
