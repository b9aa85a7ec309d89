-- Records the audited operator writes a test lab counts as significant (GLI-19 2.8.8): changes of
-- game, jackpot, bonus, protection and brand parameters, balance adjustments (bonus money or a
-- promotion credit given or taken), accounts blocked, play suspended and resumed (disable on
-- demand), and personal data a player changed. The audit row's actor, brand, target,
-- before, after and IP carry over; the CLI's writes are audited too, so they count alike.
CREATE OR REPLACE FUNCTION significant_audited_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text := CASE
    WHEN NEW.action IN ('brand.change-settings', 'brand.set-protection', 'jackpot.change-rules',
                        'bonus.create-offer', 'bonus.archive-offer', 'originals.change-settings',
                        'payment.set-second-approval', 'payment.set-time-limits', 'hub88.sync-games',
                        'fx.set-rate')
      THEN 'parameter_change'
    WHEN NEW.action IN ('bonus.grant', 'bonus.forfeit', 'bonus.promotion') THEN 'balance_adjustment'
    -- A manual adjustment counts once its money moved, not while it waits for a second approver.
    WHEN NEW.action IN ('player.adjust-balance', 'player.approve-adjustment')
         AND NEW.after->>'status' = 'posted' THEN 'balance_adjustment'
    WHEN NEW.action = 'player.block' THEN 'account_deactivated'
    WHEN NEW.action = 'play.suspend' THEN 'play_suspended'
    WHEN NEW.action = 'play.resume' THEN 'play_resumed'
    WHEN NEW.action IN ('player.edit-profile', 'player.change-payout-account')
      THEN 'personal_data_change'
  END;
  player uuid;
BEGIN
  IF event_type IS NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.target ~ '^player:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    player := substr(NEW.target, 8)::uuid;
  END IF;
  -- A repeated call answers a posted adjustment again: its money moved once, so it counts once.
  IF NEW.action IN ('player.adjust-balance', 'player.approve-adjustment') AND EXISTS (
       SELECT FROM significant_events earlier
       WHERE earlier.type = 'balance_adjustment' AND earlier.player_id = player
         AND earlier.after->>'adjustmentId' = NEW.after->>'adjustmentId') THEN
    RETURN NULL;
  END IF;
  INSERT INTO significant_events (type, component, brand_id, player_id, actor, reason, before,
                                  after, ip)
  VALUES (event_type, 'admin', NEW.brand_id, player,
          CASE NEW.actor_kind WHEN 'staff' THEN 'staff:' WHEN 'key' THEN 'key:' ELSE '' END
            || NEW.actor,
          NEW.action || COALESCE(' ' || NEW.target, ''),
          CASE WHEN jsonb_typeof(NEW.before) = 'object' THEN NEW.before END,
          CASE WHEN jsonb_typeof(NEW.after) = 'object' THEN NEW.after END, NEW.ip);
  RETURN NULL;
END $$;
