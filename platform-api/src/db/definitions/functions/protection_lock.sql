-- Serialises the movements that count against one player's limits until the transaction ends.
CREATE OR REPLACE FUNCTION protection_lock(player uuid) RETURNS void
LANGUAGE sql
RETURN pg_advisory_xact_lock(hashtextextended('protection:' || player::text, 0));
