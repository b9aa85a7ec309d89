// What weekly cashback reads and records (cashback.ts).

import type { Queryable } from '../../db/pool.js';

export interface WeeklyLoss {
  playerId: string;
  currency: string;
  /** The currency's decimal places. */
  scale: number;
  /** Net real-money losses over the week, a positive decimal string. */
  losses: string;
}

/**
 * The brand's players who lost real money over the week in one of `currencies`: stakes less wins,
 * rollbacks and jackpot wins, posted to their real-money accounts (a grant's account is not one).
 */
export async function listWeeklyLosses(
  db: Queryable,
  brandId: string,
  currencies: string[],
  week: { start: Date; end: Date },
): Promise<WeeklyLoss[]> {
  const { rows } = await db.query<WeeklyLoss>(
    `SELECT account.player_id AS "playerId", account.currency, currency.scale,
            (-sum(posting.amount))::text AS losses
     FROM ledger_transfers transfer
     JOIN ledger_postings posting ON posting.transfer_id = transfer.id
     JOIN ledger_accounts account ON account.id = posting.account_id
     JOIN players player ON player.id = account.player_id
     JOIN currencies currency ON currency.code = account.currency
     WHERE transfer.created_at >= $3 AND transfer.created_at < $4
       AND transfer.kind IN ('game_bet', 'game_win', 'game_rollback', 'jackpot_win')
       AND player.brand_id = $1 AND account.currency = ANY ($2)
     GROUP BY account.player_id, account.currency, currency.scale
     HAVING sum(posting.amount) < 0
     ORDER BY account.player_id, account.currency`,
    [brandId, currencies, week.start, week.end],
  );
  return rows;
}

export async function recordCashbackWeek(
  db: Queryable,
  offerId: string,
  weekStart: Date,
  grants: number,
): Promise<void> {
  await db.query(
    `INSERT INTO bonus_cashback_weeks (offer_id, week_start, grants) VALUES ($1, $2, $3)
     ON CONFLICT (offer_id, week_start) DO NOTHING`,
    [offerId, weekStart, grants],
  );
}
