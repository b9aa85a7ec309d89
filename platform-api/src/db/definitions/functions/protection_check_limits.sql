-- Refuses (protection_refuse, `error_code_name`, reason <kind>Limit) a movement of `amount` base currency that would take
-- any of the player's limits of `limit_kinds` in force beyond its value; `recorded`: the movement
-- is already among what protection_usage counts. The caller holds the player's protection lock
-- (protection_lock), so concurrent movements count each other. The usage of a window is read once
-- for every kind of limit over it (a bet's loss and wager limits of a day read the day once): first
-- its upper bounds from the hourly totals (protection_usage_bounds), and the exact figures
-- (protection_usage_totals) only when a bound would refuse, so the verdict is the exact one.
CREATE OR REPLACE FUNCTION protection_check_limits(player uuid, limit_kinds text[],
  amount numeric, recorded boolean, base_currency text, base_scale smallint,
  error_code_name text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  player_limit record;
  -- period → that window's bounds, or its exact totals (with "exact"), read when first needed.
  usage jsonb := '{}';
  used numeric;
BEGIN
  FOR player_limit IN
    SELECT limits.kind, limits.period, protection_limit_in_force(limits) AS value
    FROM player_limits limits
    WHERE limits.player_id = player AND limits.kind = ANY (limit_kinds)
    ORDER BY limits.kind, array_position(ARRAY['day', 'week', 'month'], limits.period)
  LOOP
    CONTINUE WHEN player_limit.value IS NULL;
    IF NOT usage ? player_limit.period THEN
      usage := usage || jsonb_build_object(player_limit.period, to_jsonb(protection_usage_bounds(
        player, protection_window_start(player_limit.period), base_currency)));
    END IF;
    used := (usage -> player_limit.period ->> player_limit.kind)::numeric
      - CASE WHEN recorded THEN amount ELSE 0 END;
    IF used + amount > player_limit.value AND NOT usage -> player_limit.period ? 'exact' THEN
      usage := usage || jsonb_build_object(player_limit.period, to_jsonb(protection_usage_totals(
        player, protection_window_start(player_limit.period), base_currency))
        || '{"exact": true}');
      used := (usage -> player_limit.period ->> player_limit.kind)::numeric
        - CASE WHEN recorded THEN amount ELSE 0 END;
    END IF;
    IF used + amount > player_limit.value THEN
      PERFORM protection_refuse(error_code_name, format(
        'This would exceed your %s %s limit of %s %s: %s %s remain',
        CASE player_limit.period WHEN 'day' THEN 'daily' WHEN 'week' THEN 'weekly'
                                 ELSE 'monthly' END,
        player_limit.kind, trim_scale(round(player_limit.value, base_scale)), base_currency,
        trim_scale(round(greatest(player_limit.value - used, 0), base_scale)), base_currency),
        player_limit.kind || 'Limit',
        jsonb_build_object('period', player_limit.period,
          'limit', trim_scale(round(player_limit.value, base_scale))::text,
          'remaining', trim_scale(round(greatest(player_limit.value - used, 0), base_scale))::text,
          'currency', base_currency));
    END IF;
  END LOOP;
END $$;
