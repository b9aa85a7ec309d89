-- Records a large payment (GLI-19 2.8.8) when a deposit or withdrawal is approved: its amount,
-- in the brand's base currency at the mid rate, reaches the brand's threshold.
CREATE OR REPLACE FUNCTION significant_payment_approved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand record;
  in_base numeric;
BEGIN
  SELECT player.brand_id, protection.base_currency, protection.large_payment_threshold AS threshold
  INTO brand
  FROM players player JOIN brand_protection protection ON protection.brand_id = player.brand_id
  WHERE player.id = NEW.player_id;
  IF brand.threshold IS NULL THEN
    RETURN NULL;
  END IF;
  in_base := fx_convert_at_mid_rate(NEW.amount, NEW.currency, brand.base_currency);
  IF in_base IS NULL OR in_base < brand.threshold THEN
    RETURN NULL;
  END IF;
  INSERT INTO significant_events (type, component, brand_id, player_id, actor, reason, before,
                                  after)
  VALUES ('large_payment', 'wallet', brand.brand_id, NEW.player_id,
          COALESCE('staff:' || NEW.decided_by, 'system'),
          format('A %s of %s %s was approved, at or above %s %s', lower(NEW.transaction_type),
                 trim_scale(NEW.amount), NEW.currency, trim_scale(brand.threshold),
                 brand.base_currency),
          jsonb_build_object('status', OLD.status),
          jsonb_build_object('status', NEW.status, 'paymentId', NEW.id::text,
                             'type', NEW.transaction_type, 'amount', trim_scale(NEW.amount)::text,
                             'currency', NEW.currency,
                             'inBaseCurrency', trim_scale(round(in_base, 2))::text));
  RETURN NULL;
END $$;
