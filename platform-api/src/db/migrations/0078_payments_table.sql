-- A payment is called a payment inside the code (docs/glossary.md): the table of deposits and
-- withdrawals, depo_wd_transactions, becomes payments. The wire keeps its legacy names.
ALTER TABLE depo_wd_transactions RENAME TO payments;

-- Its constraints and indexes carry the table's old name (a constraint's own index is renamed
-- with it); the id is a uuid, so there is no sequence to rename.
DO $$
DECLARE
  old_name text;
BEGIN
  FOR old_name IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = 'payments'::regclass AND conname LIKE 'depo\_wd\_transactions%'
  LOOP
    EXECUTE format('ALTER TABLE payments RENAME CONSTRAINT %I TO %I', old_name,
                   'payments' || substr(old_name, length('depo_wd_transactions') + 1));
  END LOOP;
  FOR old_name IN
    SELECT index.relname FROM pg_index JOIN pg_class index ON index.oid = pg_index.indexrelid
    WHERE pg_index.indrelid = 'payments'::regclass AND index.relname LIKE 'depo\_wd\_transactions%'
  LOOP
    EXECUTE format('ALTER INDEX %I RENAME TO %I', old_name,
                   'payments' || substr(old_name, length('depo_wd_transactions') + 1));
  END LOOP;
END
$$;

-- Its triggers are named after the table: the definitions create them again under the new name
-- (definitions/triggers/payments_*.sql) at this same start.
DROP TRIGGER IF EXISTS depo_wd_transactions_protection_usage ON payments;
DROP TRIGGER IF EXISTS depo_wd_transactions_significant ON payments;
DROP TRIGGER IF EXISTS depo_wd_transactions_significant_at_once ON payments;
