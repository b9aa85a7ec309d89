-- The commit-time check of a transfer was a large share of the database's work in a game call.
--
-- Its query was planned anew for every transfer. PostgreSQL plans a function's query for the
-- argument at hand while such a plan looks cheaper than one plan for any argument; once the
-- ledger had been analysed while young, it looked so for good, and planning the check became
-- about a sixth of the database's work in every game call. Which transfer is checked cannot
-- change the plan (a few postings by their key, each with its account and currency), so it is
-- planned once per connection.
--
-- Summing per currency took a window function and a sort. A transfer in one currency (nearly
-- every transfer) balances when its postings sum to zero; only one across currencies (a swap) is
-- summed currency by currency.
--
-- The trigger called the check as a second function; it is now the check itself.
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

DROP FUNCTION ledger_assert_transfer_valid(bigint);
