-- A brand's policy for Hub88 supplier promotions (`is_supplier_promo`, docs/hub88.md#supplier-
-- promotions): paid as real money (no row: the default), as bonus money through a grant of the
-- brand's chosen manual offer (its wagering, expiry and maximum bet), or refused.
CREATE TABLE hub88_supplier_promo_policies (
  brand_id text PRIMARY KEY REFERENCES brands (id),
  policy text NOT NULL CHECK (policy IN ('real', 'bonus', 'refuse')),
  bonus_offer_id uuid REFERENCES bonus_offers (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((policy = 'bonus') = (bonus_offer_id IS NOT NULL))
);
