-- `amount` of `from_currency` in `to_currency` at the stored rate before any spread: the pair,
-- its inverse, or a cross through USD (as modules/fx/rates.ts resolves rates). Unrounded; NULL
-- when no stored pair leads there. Player protection measures amounts in a brand's base currency
-- with it.
CREATE OR REPLACE FUNCTION fx_convert_at_mid_rate(amount numeric, from_currency text, to_currency text)
RETURNS numeric LANGUAGE plpgsql STABLE AS $$
DECLARE
  rate numeric;
BEGIN
  IF from_currency = to_currency THEN
    RETURN amount;
  END IF;
  SELECT CASE WHEN pair.currency = from_currency THEN pair.rate ELSE 1 / pair.rate END
  INTO rate
  FROM exchange_rates pair
  WHERE (pair.currency = from_currency AND pair.target_currency = to_currency)
     OR (pair.currency = to_currency AND pair.target_currency = from_currency)
  ORDER BY pair.currency = from_currency DESC
  LIMIT 1;
  IF FOUND THEN
    RETURN amount * rate;
  END IF;
  IF from_currency = 'USD' OR to_currency = 'USD' THEN
    RETURN NULL;
  END IF;
  RETURN fx_convert_at_mid_rate(fx_convert_at_mid_rate(amount, from_currency, 'USD'), 'USD',
    to_currency);
END $$;
