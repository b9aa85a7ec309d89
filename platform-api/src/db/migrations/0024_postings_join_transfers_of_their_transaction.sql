-- Every posting fired a deferred trigger of its own, so that a posting added to a transfer of an
-- earlier transaction would re-check that transfer (0015). A two-posting transfer paid for two
-- trigger calls that, nearly always, found nothing to check: about a tenth of a game call's time
-- inside PostgreSQL. A posting now names the transaction its transfer was written in, and a
-- foreign key holds that to the transfer's own, so a posting can only join a transfer written in
-- its own transaction, and that transfer's commit-time check covers it. The ledger is
-- append-only: no posting joins a transfer already committed.
--
-- pg_current_xact_id() is the top-level transaction's id, also inside a subtransaction.
ALTER TABLE ledger_transfers ADD COLUMN xact_id xid8 NOT NULL DEFAULT pg_current_xact_id();
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_id_xact_id_key UNIQUE (id, xact_id);
ALTER TABLE ledger_postings
  ADD COLUMN transfer_xact_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  DROP CONSTRAINT ledger_postings_transfer_id_fkey,
  ADD CONSTRAINT ledger_postings_transfer_of_this_transaction_fkey
    FOREIGN KEY (transfer_id, transfer_xact_id) REFERENCES ledger_transfers (id, xact_id);

DROP TRIGGER ledger_postings_valid ON ledger_postings;
DROP FUNCTION ledger_check_posting();
