-- How a time-out or self-exclusion is told to the player: what it is and when it ends.
CREATE OR REPLACE FUNCTION protection_exclusion_describe(kind text, ends_at timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE
RETURN format('%s until %s UTC',
  CASE kind WHEN 'time_out' THEN 'You are taking a time-out' ELSE 'You are self-excluded' END,
  to_char(ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'));
