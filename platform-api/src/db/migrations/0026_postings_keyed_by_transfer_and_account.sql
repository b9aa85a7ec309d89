-- A transfer posts to each account once: the balance update adds each posting to its account in
-- one UPDATE ... FROM, which would apply only one of two postings to the same account. The key of
-- a posting is now that pair, which holds the rule in the schema and replaces two indexes (the
-- posting's own id, which nothing referenced, and its transfer's) with one.
ALTER TABLE ledger_postings DROP COLUMN id;
ALTER TABLE ledger_postings ADD PRIMARY KEY (transfer_id, account_id);
DROP INDEX ledger_postings_transfer_id;
