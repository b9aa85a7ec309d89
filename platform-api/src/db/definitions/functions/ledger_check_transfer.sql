-- The commit-time check of a transfer (trigger ledger_transfers_valid): at least two postings,
-- zero per currency, every amount within its currency's scale. Planned once per connection: which
-- transfer is checked cannot change the plan. A transfer in one currency balances when its
-- postings sum to zero; only one across currencies (a swap) is summed currency by currency.
CREATE OR REPLACE FUNCTION ledger_check_transfer() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  verdict record;
  unbalanced text;
BEGIN
  SELECT count(*) AS posting_count,
         min(account.currency) = max(account.currency) AND sum(posting.amount) = 0 AS balanced,
         string_agg(posting.amount || ' ' || account.currency, ', ')
           FILTER (WHERE posting.amount <> round(posting.amount, currency.scale)) AS too_precise
  INTO verdict
  FROM ledger_postings posting
  JOIN ledger_accounts account ON account.id = posting.account_id
  JOIN currencies currency ON currency.code = account.currency
  WHERE posting.transfer_id = NEW.id;
  IF verdict.posting_count < 2 THEN
    RAISE EXCEPTION 'ledger transfer % has % postings', NEW.id, verdict.posting_count
      USING ERRCODE = 'check_violation';
  END IF;
  IF NOT verdict.balanced THEN
    SELECT string_agg(per_currency.currency || ' ' || per_currency.total, ', ') INTO unbalanced
    FROM (SELECT account.currency, sum(posting.amount) AS total
          FROM ledger_postings posting
          JOIN ledger_accounts account ON account.id = posting.account_id
          WHERE posting.transfer_id = NEW.id
          GROUP BY account.currency HAVING sum(posting.amount) <> 0) AS per_currency;
    IF unbalanced IS NOT NULL THEN
      RAISE EXCEPTION 'ledger transfer % does not sum to zero: %', NEW.id, unbalanced
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF verdict.too_precise IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % has amounts beyond their scale: %', NEW.id,
      verdict.too_precise USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
