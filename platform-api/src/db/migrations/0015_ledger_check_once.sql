-- Game callbacks made the ledger's commit-time check a hot path: a two-posting transfer ran the
-- full check three times (once for the transfer, once per posting). A posting added to a transfer
-- inserted by this same transaction is covered by that transfer's own check, which runs at commit
-- after every posting is in, so the posting's check is skipped then. A posting added to a transfer
-- of an earlier transaction (or of a subtransaction) is still checked on its own.

CREATE OR REPLACE FUNCTION ledger_check_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT xmin FROM ledger_transfers WHERE id = NEW.transfer_id) = pg_current_xact_id()::xid THEN
    RETURN NULL;
  END IF;
  PERFORM ledger_assert_transfer_valid(NEW.transfer_id);
  RETURN NULL;
END $$;
