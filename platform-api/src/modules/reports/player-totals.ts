// One player's lifetime figures, per currency, by the reports' own definitions: deposits credited
// and withdrawals paid out (approved), GGR from the player's game postings (Hub88's billable share
// included) and the bonus cost (cash bonuses and bonus money converted to real money).

import type { Queryable } from '../../db/pool.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { BILLING, BONUS_COST_KINDS, GAME_KINDS, GGR_AMOUNT } from './repository.js';

export interface PlayerTotalsRow {
  currency: string;
  deposits: string;
  withdrawals: string;
  ggr: string;
  bonusCost: string;
}

/** Every currency the player moved money in, in code order; amounts at the currency's scale. */
export async function playerLifetimeTotals(
  db: Queryable,
  playerId: string,
): Promise<PlayerTotalsRow[]> {
  const { rows } = await db.query<PlayerTotalsRow & { scale: number }>(
    `WITH payments AS (
       SELECT currency,
              coalesce(sum(amount) FILTER (WHERE transaction_type = 'DEPOSIT'), 0) AS deposits,
              coalesce(sum(amount) FILTER (WHERE transaction_type = 'WITHDRAW'), 0) AS withdrawals
       FROM payments
       WHERE player_id = $1 AND status = 'approved'
       GROUP BY currency),
     game_and_bonus AS (
       SELECT account.currency,
              coalesce(-sum(${GGR_AMOUNT}) FILTER (WHERE transfer.kind IN (${GAME_KINDS})), 0)
                AS ggr,
              coalesce(sum(posting.amount)
                       FILTER (WHERE transfer.kind IN (${BONUS_COST_KINDS})), 0) AS bonus_cost
       FROM ledger_accounts account
       JOIN ledger_postings posting ON posting.account_id = account.id
       JOIN ledger_transfers transfer ON transfer.id = posting.transfer_id
       ${BILLING}
       WHERE account.player_id = $1 AND transfer.kind IN (${GAME_KINDS}, ${BONUS_COST_KINDS})
       GROUP BY account.currency)
     SELECT currency.code AS currency, currency.scale,
            coalesce(payments.deposits, 0)::text AS deposits,
            coalesce(payments.withdrawals, 0)::text AS withdrawals,
            coalesce(game_and_bonus.ggr, 0)::text AS ggr,
            coalesce(game_and_bonus.bonus_cost, 0)::text AS "bonusCost"
     FROM payments FULL JOIN game_and_bonus USING (currency)
     JOIN currencies currency ON currency.code = currency
     ORDER BY currency.code`,
    [playerId],
  );
  return rows.map(({ scale, currency, ...amounts }) => ({
    currency,
    deposits: atCurrencyScale(amounts.deposits, scale),
    withdrawals: atCurrencyScale(amounts.withdrawals, scale),
    ggr: atCurrencyScale(amounts.ggr, scale),
    bonusCost: atCurrencyScale(amounts.bonusCost, scale),
  }));
}
