-- The commit-time check of a transfer ran three queries over its postings (count, sums per
-- currency, precision); one pass answers all three.
CREATE OR REPLACE FUNCTION ledger_assert_transfer_valid(checked_transfer_id bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  verdict record;
BEGIN
  SELECT count(*) AS posting_count,
         string_agg(DISTINCT posting.currency || ' ' || posting.currency_total, ', ')
           FILTER (WHERE posting.currency_total <> 0) AS unbalanced,
         string_agg(posting.amount || ' ' || posting.currency, ', ')
           FILTER (WHERE posting.amount <> round(posting.amount, posting.scale)) AS too_precise
  INTO verdict
  FROM (SELECT posting.amount, account.currency, currency.scale,
               sum(posting.amount) OVER (PARTITION BY account.currency) AS currency_total
        FROM ledger_postings posting
        JOIN ledger_accounts account ON account.id = posting.account_id
        JOIN currencies currency ON currency.code = account.currency
        WHERE posting.transfer_id = checked_transfer_id) AS posting;
  IF verdict.posting_count < 2 THEN
    RAISE EXCEPTION 'ledger transfer % has % postings', checked_transfer_id, verdict.posting_count
      USING ERRCODE = 'check_violation';
  END IF;
  IF verdict.unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero: %', checked_transfer_id,
      verdict.unbalanced USING ERRCODE = 'check_violation';
  END IF;
  IF verdict.too_precise IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % has amounts beyond their scale: %', checked_transfer_id,
      verdict.too_precise USING ERRCODE = 'check_violation';
  END IF;
END $$;
