-- The value of a limit in force now: its pending change once that took effect (NULL: removed).
CREATE OR REPLACE FUNCTION protection_limit_in_force(player_limit player_limits)
RETURNS numeric LANGUAGE sql STABLE
RETURN CASE WHEN player_limit.pending_from <= now() THEN player_limit.pending_value
            ELSE player_limit.value END;
