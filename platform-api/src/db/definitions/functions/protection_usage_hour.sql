-- The hour of protection_usage_hours that counts a row created `at`: its start, in UTC whatever
-- the session's time zone (a zone half an hour off UTC would split hours differently).
CREATE OR REPLACE FUNCTION protection_usage_hour(at timestamptz)
RETURNS timestamptz LANGUAGE sql IMMUTABLE
RETURN date_trunc('hour', at, 'UTC');
