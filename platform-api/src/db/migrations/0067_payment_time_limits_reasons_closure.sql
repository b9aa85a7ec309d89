-- Payments that arrive, and say why when they do not (docs/payments.md): each brand's time limit
-- for the payment steps staff decide, a decline's or a document rejection's reason from a closed
-- list with a note for staff only, the documents already accepted, and accounts players closed.

-- A brand without a row has the platform's limits (function payment_time_limit).
CREATE TABLE brand_payment_time_limits (
  brand_id text PRIMARY KEY REFERENCES brands (id),
  deposit_decision_minutes integer NOT NULL CHECK (deposit_decision_minutes BETWEEN 1 AND 43200),
  withdrawal_decision_minutes integer NOT NULL
    CHECK (withdrawal_decision_minutes BETWEEN 1 AND 43200),
  document_review_minutes integer NOT NULL CHECK (document_review_minutes BETWEEN 1 AND 43200)
);

-- The reason codes' lists are written at start from contracts (src/db/check-lists.ts).
ALTER TABLE depo_wd_transactions
  ADD COLUMN reason_code text CONSTRAINT depo_wd_transactions_reason_code_check
    CHECK (reason_code <> ''),
  ADD COLUMN staff_note text CHECK (char_length(staff_note) BETWEEN 1 AND 2000);

ALTER TABLE player_verifications
  ADD COLUMN reason_code text CONSTRAINT player_verifications_reason_code_check
    CHECK (reason_code <> ''),
  ADD COLUMN staff_note text CHECK (char_length(staff_note) BETWEEN 1 AND 2000);

-- Set when staff accept the document (at a verification's approval, or named accepted at its
-- rejection): an accepted document type is never asked for again.
ALTER TABLE kyc_documents ADD COLUMN accepted_at timestamptz;

-- The player closed their account (GLI-19 A.3.10): it is blocked at the same moment.
ALTER TABLE players
  ADD COLUMN closed_at timestamptz,
  ADD CHECK (closed_at IS NULL OR blocked_at IS NOT NULL);
