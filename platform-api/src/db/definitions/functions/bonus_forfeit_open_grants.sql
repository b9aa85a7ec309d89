-- Forfeits every pending and active bonus grant of the player with `reason` (a self-exclusion, a
-- time-out, a block): per currency, the player's account locked first as on every grant path,
-- pending grants before the active one so none becomes active on the way. Returns how many ended.
CREATE OR REPLACE FUNCTION bonus_forfeit_open_grants(player uuid, reason text)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  grant_currency text;
  open_grant uuid;
  ended integer := 0;
BEGIN
  FOR grant_currency IN
    SELECT DISTINCT currency FROM bonus_grants
    WHERE player_id = player AND status IN ('pending', 'active') ORDER BY currency
  LOOP
    PERFORM FROM ledger_accounts WHERE player_id = player AND currency = grant_currency
    FOR UPDATE;
    FOR open_grant IN
      SELECT id FROM bonus_grants
      WHERE player_id = player AND currency = grant_currency AND status IN ('pending', 'active')
      ORDER BY status DESC, created_at, id
    LOOP
      IF bonus_end_grant(open_grant, 'forfeited', reason) IS NOT NULL THEN
        ended := ended + 1;
      END IF;
    END LOOP;
  END LOOP;
  RETURN ended;
END $$;
