-- Every transfer is now written by ledger_post_transfer (db/definitions/functions), the gateway's
-- bets and wins too; their own writer goes. Its callers are replaced by the definitions applied
-- after this migration, at the same start.
DROP FUNCTION gateway_transfer(gateway_accounts, text, text, numeric, jsonb);
