-- The game wallet's core is named for what it is: every provider's adapter (the demo provider's
-- gateway protocol, Hub88) runs on game_wallet_*; `gateway` names only the demo provider's
-- protocol. The types keep their rows' shape; the core's functions are created again under their
-- new names by their definition files at the same start (docs/ledger.md#the-game-wallet-core).
ALTER TYPE gateway_session RENAME TO game_wallet_session;
ALTER TYPE gateway_accounts RENAME TO game_wallet_accounts;
ALTER TYPE gateway_claim RENAME TO game_wallet_claim;
DROP FUNCTION IF EXISTS gateway_answer, gateway_claim, gateway_find_session, gateway_free_spin,
  gateway_lock_accounts, gateway_post_game_transfer, gateway_refuse, gateway_stored_answer;

-- One rollback rule (game_wallet_rollback): the first rollback naming a transaction id claims it in
-- provider_rollbacks, whether it refunds a bet or leaves a tombstone. Hub88's rollbacks of bets
-- never seen left only the tombstone: their first rollback's claim is written now.
INSERT INTO provider_rollbacks (gpid, transaction_id, request_hash, response, created_at)
SELECT DISTINCT ON (rollback.gpid, rollback.reference_transaction_uuid)
  rollback.gpid, rollback.reference_transaction_uuid, rollback.request_hash, rollback.response,
  rollback.created_at
FROM hub88_rollbacks rollback
JOIN provider_transactions tombstone ON tombstone.gpid = rollback.gpid
  AND tombstone.transaction_id = rollback.reference_transaction_uuid AND tombstone.kind = 'tombstone'
ORDER BY rollback.gpid, rollback.reference_transaction_uuid, rollback.created_at
ON CONFLICT (gpid, transaction_id) DO NOTHING;

-- Which launcher opens the games of a provider (modules/games-launch registry): the demo
-- provider's page, or an aggregator's. NULL: none; Croupier Originals play on the site's own pages.
ALTER TABLE game_providers ADD COLUMN launcher text DEFAULT 'demo-provider'
  CHECK (launcher ~ '^[a-z0-9-]+$');
UPDATE game_providers SET launcher = 'hub88' WHERE gpid IN (SELECT gpid FROM hub88_suppliers);
UPDATE game_providers SET launcher = NULL WHERE gpid = 'ORIG';
