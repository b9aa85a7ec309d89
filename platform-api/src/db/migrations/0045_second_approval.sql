-- Four eyes: above a brand's amount in a currency, a deposit or withdrawal is approved by two
-- different staff members (or API keys). The first approval waits on the transaction.

CREATE TABLE payment_second_approval (
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  currency text NOT NULL REFERENCES currencies (code),
  -- Amounts strictly above this need a second approval.
  above numeric(38, 18) NOT NULL CHECK (above >= 0),
  PRIMARY KEY (brand_id, currency)
);

ALTER TABLE depo_wd_transactions
  ADD COLUMN first_approved_by text CHECK (first_approved_by <> ''),
  ADD COLUMN first_approved_at timestamptz,
  ADD CHECK ((first_approved_by IS NULL) = (first_approved_at IS NULL));
