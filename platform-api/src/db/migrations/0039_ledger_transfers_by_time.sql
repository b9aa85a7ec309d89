-- Reports read the ledger by day. Transfers arrive in time order, so a BRIN index on their time
-- finds a range of days at a fraction of a B-tree's size and at almost no cost to each write.
CREATE INDEX ledger_transfers_created_at ON ledger_transfers USING brin (created_at);
