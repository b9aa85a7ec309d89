-- Why the player may not play or pay now: its time-out or self-exclusion with the date it ends
-- (the latest, when several overlap); NULL when there is none.
CREATE OR REPLACE FUNCTION protection_exclusion_message(player uuid)
RETURNS text LANGUAGE sql STABLE
RETURN (
  SELECT protection_exclusion_describe(exclusion.kind::text, exclusion.ends_at)
  FROM player_exclusions exclusion
  WHERE exclusion.player_id = player AND exclusion.ends_at > now()
  ORDER BY exclusion.ends_at DESC
  LIMIT 1);
