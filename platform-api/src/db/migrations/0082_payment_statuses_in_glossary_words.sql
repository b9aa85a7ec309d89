-- A payment's status is stored in the glossary's words (docs/glossary.md): pending, approved,
-- declined, and a held chain deposit's held and returned. The wire keeps its legacy words
-- (PENDING, SUCCESS, …), mapped at the edge (WIRE_TRANSACTION_STATUS in @croupier/contracts).
--
-- Every constraint and index predicate naming the old words goes first. The status list's own
-- CHECK is written again from PAYMENT_STATUSES by the CHECK_LISTS at this same start.
ALTER TABLE payments
  DROP CONSTRAINT payments_status_check,
  DROP CONSTRAINT payments_reason_check,
  DROP CONSTRAINT payments_hold_check;
DROP INDEX payments_pending, payments_decided, payments_held;

-- The triggers still read the old words until the definitions are applied after the migrations:
-- a renamed status is no change to announce, to count against a limit or to record as significant.
ALTER TABLE payments DISABLE TRIGGER USER;
UPDATE payments SET status = CASE status
  WHEN 'PENDING' THEN 'pending'
  WHEN 'SUCCESS' THEN 'approved'
  WHEN 'DECLINED' THEN 'declined'
  WHEN 'HELD' THEN 'held'
  WHEN 'RETURNED' THEN 'returned'
END;
ALTER TABLE payments ENABLE TRIGGER USER;

ALTER TABLE payments
  ADD CONSTRAINT payments_reason_check
    CHECK ((status IN ('declined', 'returned')) = (reason IS NOT NULL)),
  ADD CONSTRAINT payments_hold_check CHECK (
    (hold_reason IS NULL) = (hold_message IS NULL)
    AND (hold_reason IS NULL OR tx_hash IS NOT NULL)
    AND (status NOT IN ('held', 'returned') OR hold_reason IS NOT NULL));
CREATE INDEX payments_pending ON payments (created_at) WHERE status = 'pending';
CREATE INDEX payments_decided ON payments (updated_at) WHERE status = 'approved';
CREATE INDEX payments_held ON payments (created_at) WHERE status = 'held';
