-- Records a large aggregate win (GLI-19 2.8.8) as a win is stored: the player's wins of the UTC
-- day, each currency's total in the brand's base currency at the mid rate, reaching the brand's
-- daily threshold, once per player and day. The day's totals are the hourly ones player
-- protection keeps (protection_usage_hours, whose trigger runs first: its name sorts first), so a
-- win reads at most 24 rows per currency. Wins in a currency without a rate to the base currency
-- are not weighed. Runs in the call's transaction, so a refused call records nothing.
CREATE OR REPLACE FUNCTION significant_daily_win() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand record;
  day_start timestamptz := date_trunc('day', now(), 'UTC');
  day text := to_char(date_trunc('day', now(), 'UTC') AT TIME ZONE 'UTC', 'YYYY-MM-DD');
  total numeric;
BEGIN
  IF NEW.kind <> 'win' OR NEW.amount IS NULL OR NEW.amount = 0 THEN
    RETURN NULL;
  END IF;
  SELECT player.brand_id, protection.base_currency,
         protection.large_daily_win_threshold AS threshold
  INTO brand
  FROM players player JOIN brand_protection protection ON protection.brand_id = player.brand_id
  WHERE player.id = NEW.player_id;
  IF brand.threshold IS NULL OR EXISTS (
    SELECT FROM significant_events event
    WHERE event.type = 'large_daily_win' AND event.player_id = NEW.player_id
      AND event.after ->> 'day' = day) THEN
    RETURN NULL;
  END IF;
  SELECT sum(fx_convert_at_mid_rate(per_currency.amount, per_currency.currency,
                                    brand.base_currency))
  INTO total
  FROM (SELECT usage.currency, sum(usage.total) AS amount
        FROM protection_usage_hours usage
        WHERE usage.player_id = NEW.player_id AND usage.kind = 'win' AND usage.hour >= day_start
        GROUP BY usage.currency) AS per_currency;
  IF total IS NULL OR total < brand.threshold THEN
    RETURN NULL;
  END IF;
  INSERT INTO significant_events (type, component, brand_id, player_id, actor, reason, after)
  VALUES ('large_daily_win', 'games', brand.brand_id, NEW.player_id, 'provider:' || NEW.gpid,
          format('Wins of %s %s today reached the daily threshold of %s %s',
                 trim_scale(round(total, 2)), brand.base_currency, trim_scale(brand.threshold),
                 brand.base_currency),
          jsonb_build_object('day', day, 'inBaseCurrency', trim_scale(round(total, 2))::text,
                             'gpid', NEW.gpid, 'transactionId', NEW.transaction_id,
                             'roundId', NEW.round_id))
  -- Two wins in different currencies crossing it together: the first one stands.
  ON CONFLICT (player_id, ((after ->> 'day'))) WHERE type = 'large_daily_win' DO NOTHING;
  RETURN NULL;
END $$;
