-- The player's deposits approved within the last 30 days, in `base_currency` at mid rates: what
-- the brand's AML threshold is compared with (deposit gates, and four eyes on KYC approvals).
CREATE OR REPLACE FUNCTION protection_recent_approved_deposits(player uuid, base_currency text)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT COALESCE(sum(fx_convert_at_mid_rate(deposit.amount, deposit.currency, base_currency)), 0)
  FROM payments deposit
  WHERE deposit.player_id = player AND deposit.transaction_type = 'DEPOSIT'
    AND deposit.status = 'approved' AND deposit.created_at > now() - interval '30 days'
$$;
