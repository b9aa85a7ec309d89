// Hub88's transactions over a period, for reconciliation with Hub88's own list: every bet, win and
// rollback call with its outcome and the ledger transfer that moved its money (none for zero).

import type { Queryable } from '../../db/pool.js';

export interface ReconciledTransaction {
  transactionUuid: string;
  kind: 'bet' | 'win' | 'rollback';
  /** The bet a rollback reverses. */
  referenceTransactionUuid: string | null;
  round: string | null;
  user: string | null;
  currency: string | null;
  amount: string | null;
  /** applied, rolledBack (a bet refunded later), refunded (the rollback that refunded), noRefund. */
  outcome: string;
  transferId: string | null;
  /** What that transfer moved (the sum of its credits); null without a transfer. */
  transferAmount: string | null;
  /** A game supplier's promotion win without a bet: its reference, or "true" (docs/hub88.md). */
  supplierPromo: string | null;
  /** A supplier promotion paid as bonus money: the grant that holds it (its transfer above). */
  bonusGrantId: string | null;
  createdAt: Date;
}

/** At most this many rows per listing: narrow the dates for more. */
export const MAX_RECONCILED = 10_000;

export async function listHub88Transactions(
  db: Queryable,
  period: { from: string; to: string },
): Promise<ReconciledTransaction[]> {
  const { rows } = await db.query<ReconciledTransaction>(
    `WITH period AS (
       SELECT ($1::date)::timestamp AT TIME ZONE 'UTC' AS starts,
              ($2::date + 1)::timestamp AT TIME ZONE 'UTC' AS ends)
     SELECT * FROM (
       SELECT call.transaction_id AS "transactionUuid", call.kind,
              NULL AS "referenceTransactionUuid", call.round_id AS round,
              call.player_id::text AS user, call.currency, call.amount::text AS amount,
              CASE WHEN refund.transaction_id IS NULL THEN 'applied' ELSE 'rolledBack' END AS outcome,
              transfer.id::text AS "transferId", (SELECT sum(posting.amount) FROM ledger_postings posting
                WHERE posting.transfer_id = transfer.id AND posting.amount > 0)::text AS "transferAmount",
              transfer.meta ->> 'supplierPromo' AS "supplierPromo",
              promo_grant.id::text AS "bonusGrantId", call.created_at AS "createdAt"
       FROM period, provider_transactions call
       JOIN hub88_suppliers supplier ON supplier.gpid = call.gpid
       LEFT JOIN provider_rollbacks refund
         ON refund.gpid = call.gpid AND refund.transaction_id = call.transaction_id
       -- A supplier promotion paid as bonus money moved its money by its grant's transfer.
       LEFT JOIN bonus_grants promo_grant ON promo_grant.source_key =
         format('supplier-promo:hub88:%s:%s', call.gpid, call.transaction_id)
       LEFT JOIN ledger_transfers transfer ON transfer.idempotency_key = COALESCE(
         'bonus-grant:' || promo_grant.id, format('game:%s:%s', call.gpid, call.transaction_id))
       WHERE call.kind <> 'tombstone' AND call.created_at >= period.starts
         AND call.created_at < period.ends
       UNION ALL
       SELECT rollback.transaction_uuid, 'rollback', rollback.reference_transaction_uuid,
              bet.round_id, bet.player_id::text, bet.currency, refund.amount::text,
              CASE WHEN refunding.rollback THEN 'refunded' ELSE 'noRefund' END,
              CASE WHEN refunding.rollback THEN transfer.id::text END,
              CASE WHEN refunding.rollback THEN
                (SELECT sum(posting.amount) FROM ledger_postings posting
                 WHERE posting.transfer_id = transfer.id AND posting.amount > 0)::text END,
              NULL, NULL, rollback.created_at
       FROM period, hub88_rollbacks rollback
       LEFT JOIN provider_transactions bet ON bet.gpid = rollback.gpid
         AND bet.transaction_id = rollback.reference_transaction_uuid AND bet.kind = 'bet'
       LEFT JOIN provider_rollbacks refund ON refund.gpid = rollback.gpid
         AND refund.transaction_id = rollback.reference_transaction_uuid
       LEFT JOIN ledger_transfers transfer ON transfer.idempotency_key =
         format('game:%s:rollback:%s', rollback.gpid, rollback.reference_transaction_uuid)
       -- The rollback that refunded its bet claimed the bet's id in its own transaction (the same
       -- now()); a later one, or one of a bet never seen (a tombstone), refunded nothing.
       CROSS JOIN LATERAL (SELECT refund.created_at = rollback.created_at
                                  AND bet.kind IS NOT NULL AS rollback) refunding
       WHERE rollback.created_at >= period.starts AND rollback.created_at < period.ends
     ) AS listed
     ORDER BY "createdAt", "transactionUuid"
     LIMIT $3`,
    [period.from, period.to, MAX_RECONCILED],
  );
  return rows;
}
