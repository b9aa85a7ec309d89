-- An active grant whose bonus money is all spent ends (completed, 'balanceSpent', nothing to
-- convert) once none of the rounds that staked its money is open: a win may still come back to
-- it until then, nor while it has free spins left to play. The caller holds the player's account
-- lock.
CREATE OR REPLACE FUNCTION bonus_end_if_spent(spent_grant uuid)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM bonus_grants active_grant
                 JOIN ledger_accounts grant_account
                   ON grant_account.bonus_grant_id = active_grant.id
                 WHERE active_grant.id = spent_grant AND active_grant.status = 'active'
                   AND grant_account.balance = 0
                   AND active_grant.free_spins_used = active_grant.free_spins) THEN
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT FROM rounds WHERE bonus_grant_id = spent_grant AND status = 'open') THEN
    PERFORM bonus_end_grant(spent_grant, 'completed', 'balanceSpent');
  END IF;
END $$;
