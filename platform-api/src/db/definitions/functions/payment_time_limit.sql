-- A brand's time limit in minutes for one payment step staff decide: 'deposit_decision',
-- 'withdrawal_decision' or 'document_review'. A brand that set none has the platform's: an hour
-- for a deposit, a day for a withdrawal, two days for identity documents (docs/payments.md).
CREATE OR REPLACE FUNCTION payment_time_limit(brand text, step text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    (SELECT CASE step
              WHEN 'deposit_decision' THEN limits.deposit_decision_minutes
              WHEN 'withdrawal_decision' THEN limits.withdrawal_decision_minutes
              WHEN 'document_review' THEN limits.document_review_minutes
            END
     FROM brand_payment_time_limits limits WHERE limits.brand_id = brand),
    CASE step
      WHEN 'deposit_decision' THEN 60
      WHEN 'withdrawal_decision' THEN 1440
      WHEN 'document_review' THEN 2880
    END)
$$;
