-- Records a large wager or win (GLI-19 2.8.8) as its provider call is stored: a bet or win whose
-- amount, in the brand's base currency at the mid rate, reaches the brand's threshold. Brands
-- without a threshold record none. Runs in the call's transaction, so a refused call records
-- nothing.
CREATE OR REPLACE FUNCTION significant_game_amount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand record;
  in_base numeric;
  threshold numeric;
BEGIN
  -- A free spin's win is a win like any other here.
  IF NEW.kind NOT IN ('bet', 'win', 'free_spin') OR NEW.amount IS NULL OR NEW.amount = 0 THEN
    RETURN NULL;
  END IF;
  SELECT player.brand_id, player.username, protection.base_currency,
         CASE NEW.kind WHEN 'bet' THEN protection.large_wager_threshold
                       ELSE protection.large_win_threshold END AS threshold
  INTO brand
  FROM players player JOIN brand_protection protection ON protection.brand_id = player.brand_id
  WHERE player.id = NEW.player_id;
  threshold := brand.threshold;
  IF threshold IS NULL THEN
    RETURN NULL;
  END IF;
  in_base := fx_convert_at_mid_rate(NEW.amount, NEW.currency, brand.base_currency);
  -- Without a rate to the base currency the amount cannot be weighed.
  IF in_base IS NULL OR in_base < threshold THEN
    RETURN NULL;
  END IF;
  INSERT INTO significant_events (type, component, brand_id, player_id, actor, reason, after)
  VALUES (CASE NEW.kind WHEN 'bet' THEN 'large_wager' ELSE 'large_win' END, 'games',
          brand.brand_id, NEW.player_id, 'provider:' || NEW.gpid,
          format('A %s of %s %s reached the threshold of %s %s', NEW.kind,
                 trim_scale(NEW.amount), NEW.currency, trim_scale(threshold), brand.base_currency),
          jsonb_build_object('gpid', NEW.gpid, 'transactionId', NEW.transaction_id,
                             'roundId', NEW.round_id, 'amount', trim_scale(NEW.amount)::text,
                             'currency', NEW.currency,
                             'inBaseCurrency', trim_scale(round(in_base, 2))::text));
  RETURN NULL;
END $$;
