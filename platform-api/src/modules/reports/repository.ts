// The figures of dashboards and reports, summed by PostgreSQL from the ledger (NUMERIC, never a
// JavaScript number): game money from the players' postings of game transfers, deposits from the
// players' postings of deposit transfers, withdrawals from their payout transfers, bonuses from
// bonus transfers (docs/ledger.md). Amounts come back as text with their currency's scale.

import type { Queryable } from '../../db/pool.js';

/** Which days and brands: inclusive UTC days; brandIds null is every brand. */
export interface FigureScope {
  from: string;
  to: string;
  brandIds: readonly string[] | null;
}

const scopeValues = (scope: FigureScope) => [scope.from, scope.to, scope.brandIds];

/** $1..$3 of scopeValues: transfers of those days, postings of players of those brands. */
const IN_SCOPE = `transfer.created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
  AND transfer.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
  AND ($3::text[] IS NULL OR player.brand_id = ANY ($3))`;

const DAY = `to_char(transfer.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Each movement of a player's money, with the player's brand. */
const PLAYER_POSTINGS = `ledger_transfers transfer
  JOIN ledger_postings posting ON posting.transfer_id = transfer.id
  JOIN ledger_accounts account ON account.id = posting.account_id
  JOIN players player ON player.id = account.player_id`;

/**
 * A player posting's weight in GGR. Hub88 may say a call counts for less than it moved
 * (docs/hub88.md#billable-amounts): not at all (`is_billable` false), or by `billable_amount`,
 * shared over the call's postings in proportion (a rollback follows the bet it reverses).
 */
export const GGR_AMOUNT = `CASE WHEN billing.is_billable IS FALSE THEN 0
  WHEN billing.billable_amount IS NOT NULL AND billed.amount > 0
    THEN round(posting.amount * billing.billable_amount / billed.amount, 18)
  ELSE posting.amount END`;
export const BILLING = `LEFT JOIN hub88_billing billing ON billing.gpid = transfer.meta->>'gpid'
    AND billing.transaction_uuid = transfer.meta->>'transactionId'
  LEFT JOIN provider_transactions billed ON billed.gpid = billing.gpid
    AND billed.transaction_id = billing.transaction_uuid`;

export interface AmountRow {
  scale: number;
}

export interface GameFigureRow extends AmountRow {
  day: string;
  brandId: string;
  gpid: string;
  providerName: string;
  gameCode: string;
  gameName: string;
  currency: string;
  stakes: string;
  wins: string;
  ggr: string;
}

/**
 * Stakes are bets less rolled-back bets; GGR = stakes − wins, which is what the players' game
 * postings sum to, negated.
 */
export async function gameFigures(db: Queryable, scope: FigureScope): Promise<GameFigureRow[]> {
  const { rows } = await db.query<GameFigureRow>(
    `SELECT ${DAY} AS day, player.brand_id AS "brandId", transfer.meta->>'gpid' AS gpid,
            coalesce(provider.gpname, transfer.meta->>'gpid') AS "providerName",
            coalesce(round.game_code, '') AS "gameCode",
            coalesce(game.name, round.game_code, '') AS "gameName",
            account.currency, currency.scale,
            (coalesce(-sum(posting.amount) FILTER (WHERE transfer.kind = 'game_bet'), 0)
              - coalesce(sum(posting.amount) FILTER (WHERE transfer.kind = 'game_rollback'), 0)
            )::text AS stakes,
            coalesce(sum(posting.amount) FILTER (WHERE transfer.kind = 'game_win'), 0)::text AS wins,
            (-sum(${GGR_AMOUNT}))::text AS ggr
     FROM ${PLAYER_POSTINGS}
     ${BILLING}
     JOIN currencies currency ON currency.code = account.currency
     LEFT JOIN rounds round
       ON round.gpid = transfer.meta->>'gpid' AND round.round_id = transfer.meta->>'roundId'
     LEFT JOIN games game ON game.gpid = round.gpid AND game.code = round.game_code
     LEFT JOIN game_providers provider ON provider.gpid = transfer.meta->>'gpid'
     WHERE transfer.kind IN ('game_bet', 'game_win', 'game_rollback') AND ${IN_SCOPE}
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
     ORDER BY 1, 2, 3, 5, 7`,
    scopeValues(scope),
  );
  return rows;
}

export const GAME_KINDS = `'game_bet', 'game_win', 'game_rollback'`;
export const BONUS_COST_KINDS = `'bonus', 'bonus_convert'`;

export interface RevenueRow extends AmountRow {
  day: string;
  brandId: string;
  currency: string;
  ggr: string;
  bonuses: string;
  ngr: string;
}

/**
 * GGR and the bonus cost per day, brand and currency; NGR = GGR − bonuses. The bonus cost is what
 * became the players' real money without play: cash bonuses (`bonus`) and bonus money converted
 * once its wagering was met (`bonus_convert`). Bonus money staked, won, forfeited or expired never
 * touches a player's real-money account, so it is neither GGR nor cost.
 */
export async function revenueFigures(db: Queryable, scope: FigureScope): Promise<RevenueRow[]> {
  const { rows } = await db.query<RevenueRow>(
    `WITH per_day AS (
       SELECT ${DAY} AS day, player.brand_id, account.currency,
              coalesce(-sum(${GGR_AMOUNT}) FILTER (WHERE transfer.kind IN (${GAME_KINDS})), 0)
                AS ggr,
              coalesce(sum(posting.amount) FILTER (WHERE transfer.kind IN (${BONUS_COST_KINDS})), 0)
                AS bonuses
       FROM ${PLAYER_POSTINGS}
       ${BILLING}
       WHERE transfer.kind IN (${GAME_KINDS}, ${BONUS_COST_KINDS}) AND ${IN_SCOPE}
       GROUP BY 1, 2, 3)
     SELECT day, brand_id AS "brandId", per_day.currency, currency.scale, ggr::text,
            bonuses::text, (ggr - bonuses)::text AS ngr
     FROM per_day JOIN currencies currency ON currency.code = per_day.currency
     ORDER BY day, brand_id, per_day.currency`,
    scopeValues(scope),
  );
  return rows;
}

export interface PaymentFigureRow extends AmountRow {
  day: string;
  brandId: string;
  currency: string;
  depositCount: number;
  deposits: string;
  withdrawalCount: number;
  withdrawals: string;
}

/**
 * Deposits credited (approved and chain deposits) and withdrawals paid out, per day of the
 * movement, brand and currency. A payout moves house money only, so its player is the
 * withdrawal's.
 */
export async function paymentFigures(
  db: Queryable,
  scope: FigureScope,
): Promise<PaymentFigureRow[]> {
  const { rows } = await db.query<PaymentFigureRow>(
    `WITH movements AS (
       SELECT ${DAY} AS day, player.brand_id, account.currency, 'deposit' AS direction,
              posting.amount
       FROM ${PLAYER_POSTINGS}
       WHERE transfer.kind IN ('deposit', 'chain_deposit') AND ${IN_SCOPE}
       UNION ALL
       SELECT ${DAY}, player.brand_id, account.currency, 'withdrawal', posting.amount
       FROM ledger_transfers transfer
       JOIN ledger_postings posting ON posting.transfer_id = transfer.id AND posting.amount > 0
       JOIN ledger_accounts account ON account.id = posting.account_id
       JOIN payments withdrawal
         -- The CASE keeps the cast away from other kinds' ids, which are not all uuids.
         ON withdrawal.id = CASE WHEN transfer.kind = 'withdraw_payout'
                                 THEN (transfer.meta->>'transactionId')::uuid END
       JOIN players player ON player.id = withdrawal.player_id
       WHERE transfer.kind = 'withdraw_payout' AND ${IN_SCOPE})
     SELECT day, brand_id AS "brandId", movements.currency, currency.scale,
            (count(*) FILTER (WHERE direction = 'deposit'))::int AS "depositCount",
            coalesce(sum(amount) FILTER (WHERE direction = 'deposit'), 0)::text AS deposits,
            (count(*) FILTER (WHERE direction = 'withdrawal'))::int AS "withdrawalCount",
            coalesce(sum(amount) FILTER (WHERE direction = 'withdrawal'), 0)::text AS withdrawals
     FROM movements JOIN currencies currency ON currency.code = movements.currency
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3`,
    scopeValues(scope),
  );
  return rows;
}

/** Players who registered with the brand on `day` (UTC). */
export async function countNewPlayers(db: Queryable, brandId: string, day: string) {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM players
     WHERE brand_id = $1 AND created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
       AND created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    [brandId, day],
  );
  return rows[0]?.count ?? 0;
}

/** Deposits and withdrawals of the brand's players waiting for a decision. */
export async function countPendingDecisions(db: Queryable, brandId: string) {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payments request
     JOIN players player ON player.id = request.player_id
     WHERE request.status = 'pending' AND player.brand_id = $1`,
    [brandId],
  );
  return rows[0]?.count ?? 0;
}

export interface PlayerDayRow {
  day: string;
  activePlayers: number;
  newPlayers: number;
  pendingPayments: number;
}

/**
 * Every day from `from` to `to` of a brand: players who bet, players who registered, and the
 * requests waiting for a decision at the day's end — or at `now` for a day not over yet. A
 * decided request was waiting until its last change (`updated_at`, set by the decision).
 */
export async function playerDays(
  db: Queryable,
  brandId: string,
  from: string,
  to: string,
  now: Date,
): Promise<PlayerDayRow[]> {
  const { rows } = await db.query<PlayerDayRow>(
    `WITH days AS (
       SELECT day::date AS day,
              least((day::date + 1)::timestamp AT TIME ZONE 'UTC', $4::timestamptz) AS ends_at
       FROM generate_series($1::date, $2::date, interval '1 day') AS day),
     active AS (
       SELECT ${DAY} AS day, count(DISTINCT player.id)::int AS players
       FROM ${PLAYER_POSTINGS}
       WHERE transfer.kind = 'game_bet' AND ${IN_SCOPE}
       GROUP BY 1),
     registered AS (
       SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS players
       FROM players
       WHERE brand_id = ANY ($3) AND created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
         AND created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
       GROUP BY 1)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
            coalesce(active.players, 0) AS "activePlayers",
            coalesce(registered.players, 0) AS "newPlayers",
            (SELECT count(*)::int FROM payments request
             JOIN players player ON player.id = request.player_id
             WHERE player.brand_id = ANY ($3) AND request.created_at < days.ends_at
               AND (request.status = 'pending' OR request.updated_at >= days.ends_at))
              AS "pendingPayments"
     FROM days
     LEFT JOIN active ON active.day = to_char(days.day, 'YYYY-MM-DD')
     LEFT JOIN registered ON registered.day = to_char(days.day, 'YYYY-MM-DD')
     ORDER BY days.day`,
    [...scopeValues({ from, to, brandIds: [brandId] }), now.toISOString()],
  );
  return rows;
}
