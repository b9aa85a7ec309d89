-- Every payment step waiting for staff, with the brand's time limit for it: pending deposits and
-- withdrawals and held chain deposits (item_id: the transaction), and submitted identity
-- documents (item_id: the player). due_at is when the wait breaches the limit.
CREATE OR REPLACE VIEW pending_payment_steps AS
  SELECT waiting.step, waiting.item_id, waiting.player_id, waiting.brand_id, waiting.username,
         waiting.since, payment_time_limit(waiting.brand_id, waiting.step) AS limit_minutes,
         waiting.since
           + make_interval(mins => payment_time_limit(waiting.brand_id, waiting.step)) AS due_at
  FROM (
    SELECT CASE payment.transaction_type
             WHEN 'DEPOSIT' THEN 'deposit_decision' ELSE 'withdrawal_decision'
           END AS step,
           payment.id::text AS item_id, player.id AS player_id, player.brand_id, player.username,
           payment.created_at AS since
    FROM payments payment JOIN players player ON player.id = payment.player_id
    WHERE payment.status IN ('pending', 'held')
    UNION ALL
    SELECT 'document_review', player.id::text, player.id, player.brand_id, player.username,
           verification.updated_at
    FROM player_verifications verification JOIN players player ON player.id = verification.player_id
    WHERE verification.status = 'submitted'
  ) waiting;
