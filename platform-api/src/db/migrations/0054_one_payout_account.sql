-- One payout account: the player's payment account (payment_accounts) is the only copy of the bank
-- details. The profile, withdrawals and the back office all read it; the players table kept a
-- second copy the profile edited while withdrawals paid the first.

-- A player whose registered bank never became a payment account (a brand allowing no bank
-- accounts then) keeps it as one.
INSERT INTO payment_accounts (player_id, type, channel_code, account_name, account_number)
SELECT player.id, 'bank', player.bank_name, player.bank_account_name, player.bank_account_number
FROM players player
WHERE player.bank_name IS NOT NULL
  AND NOT EXISTS (SELECT FROM payment_accounts account WHERE account.player_id = player.id);

-- Where the two copies differed, the payment account is the one withdrawals paid: it stays.
ALTER TABLE players
  DROP COLUMN bank_name,
  DROP COLUMN bank_account_name,
  DROP COLUMN bank_account_number;

-- A player changing their own payout account is audited like an operator's write.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_kind_check
  CHECK (actor_kind IN ('staff', 'key', 'bootstrap', 'anonymous', 'cli', 'player'));
