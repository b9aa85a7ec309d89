-- Every money transaction of a player as the wallet lists it: deposits and withdrawals, swaps (in
-- the currency and amount the player gave), and game transfers: bets as GAME_DEBIT, wins and
-- refunds as GAME_CREDIT. A held chain deposit's reason is the rule that held it; hold_reason
-- names that rule (kept once the deposit is released or returned). A payment waiting for staff
-- has its step, since when it is there, and when the brand's time limit for the decision ends;
-- reason_code is a decline's reason from the closed list (the staff note is never here). Statuses
-- are the stored words (pending, approved, …; swaps and game transfers approved); the wire's words
-- are mapped where an entry is answered (WIRE_TRANSACTION_STATUS).
CREATE OR REPLACE VIEW account_transactions AS
  SELECT id, player_id, 'DEPOWD' AS category, transaction_type, status, currency, amount,
         payment_channel, network, to_address,
         CASE WHEN status = 'held' THEN hold_message ELSE reason END AS reason,
         receipt_file IS NOT NULL AS has_receipt, created_at, updated_at, hold_reason,
         reason_code,
         CASE
           WHEN status = 'held' THEN 'held'
           WHEN status = 'pending' AND first_approved_at IS NOT NULL
             THEN 'awaiting_second_approval'
           WHEN status = 'pending' THEN 'awaiting_decision'
         END AS step,
         CASE
           WHEN status = 'pending' THEN COALESCE(first_approved_at, created_at)
           WHEN status = 'held' THEN created_at
         END AS step_since,
         CASE WHEN status IN ('pending', 'held') THEN
           created_at + make_interval(mins => payment_time_limit(
             (SELECT brand_id FROM players WHERE players.id = player_id),
             CASE transaction_type WHEN 'DEPOSIT' THEN 'deposit_decision'
                                   ELSE 'withdrawal_decision' END))
         END AS due_at
  FROM payments
  UNION ALL
  SELECT quote_id, player_id, 'SWAP', 'SWAP', 'approved', from_currency, from_amount,
         NULL, NULL, NULL, NULL, false, created_at, created_at, NULL, NULL, NULL, NULL, NULL
  FROM swaps
  UNION ALL
  SELECT id, player_id, 'GAMETRANSFER', CASE kind WHEN 'bet' THEN 'GAME_DEBIT' ELSE 'GAME_CREDIT' END,
         'approved', currency, amount, NULL, NULL, NULL, NULL, false, created_at, created_at, NULL,
         NULL, NULL, NULL, NULL
  FROM provider_transactions
  WHERE player_id IS NOT NULL AND amount > 0
  UNION ALL
  SELECT id, player_id, 'GAMETRANSFER', 'GAME_CREDIT', 'approved', currency, amount,
         NULL, NULL, NULL, NULL, false, created_at, created_at, NULL, NULL, NULL, NULL, NULL
  FROM provider_rollbacks
  WHERE player_id IS NOT NULL;
