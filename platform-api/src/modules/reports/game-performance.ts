// The game performance report (GLI-19 2.8.3, 2.9.2): per game and day, rounds with their voids and
// those still in progress, money real and incentive apart, and the RTP the game publishes beside
// the one played. Money is the players' and their bonus grants' postings of game transfers,
// counted on the transfer's day like the GGR report; rounds count on the day they began.

import type { GameEngine, GamePerformanceRow } from '@croupier/contracts';
import { Decimal } from 'decimal.js';

import type { Queryable } from '../../db/pool.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { publishedRtp } from '../demo-provider/index.js';
import type { FigureScope } from './repository.js';

interface PerformanceRow {
  day: string;
  brandId: string;
  gpid: string;
  providerName: string;
  gameCode: string;
  gameName: string;
  engine: GameEngine | null;
  originalsEdge: string | null;
  currency: string;
  scale: number;
  rounds: number;
  voided: number;
  inProgress: number;
  wagers: string;
  wins: string;
  bonusWagers: string;
  bonusWins: string;
  freeSpinWins: string;
}

const IN_DAYS = (column: string) =>
  `${column} >= ($1::date)::timestamp AT TIME ZONE 'UTC'
   AND ${column} < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`;
const DAY_OF = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

const QUERY = `
  WITH money AS (
    SELECT ${DAY_OF('transfer.created_at')} AS day, player.brand_id, round.gpid, round.game_code,
           account.currency, account.bonus_grant_id IS NOT NULL AS is_bonus, round.free_spin,
           coalesce(-sum(posting.amount) FILTER (WHERE transfer.kind = 'game_bet'), 0)
             - coalesce(sum(posting.amount) FILTER (WHERE transfer.kind = 'game_rollback'), 0)
             AS wagers,
           coalesce(sum(posting.amount) FILTER (WHERE transfer.kind = 'game_win'), 0) AS wins
    FROM ledger_transfers transfer
    JOIN ledger_postings posting ON posting.transfer_id = transfer.id
    JOIN ledger_accounts account ON account.id = posting.account_id
    LEFT JOIN bonus_grants grant_of ON grant_of.id = account.bonus_grant_id
    JOIN players player ON player.id = coalesce(account.player_id, grant_of.player_id)
    JOIN rounds round
      ON round.gpid = transfer.meta->>'gpid' AND round.round_id = transfer.meta->>'roundId'
    WHERE transfer.kind IN ('game_bet', 'game_win', 'game_rollback')
      AND ${IN_DAYS('transfer.created_at')}
      AND ($3::text[] IS NULL OR player.brand_id = ANY ($3))
    GROUP BY 1, 2, 3, 4, 5, 6, 7
  ), money_per_game AS (
    SELECT day, brand_id, gpid, game_code, currency,
           coalesce(sum(wagers) FILTER (WHERE NOT is_bonus), 0) AS wagers,
           coalesce(sum(wins) FILTER (WHERE NOT is_bonus AND NOT free_spin), 0) AS wins,
           coalesce(sum(wagers) FILTER (WHERE is_bonus), 0) AS bonus_wagers,
           coalesce(sum(wins) FILTER (WHERE is_bonus AND NOT free_spin), 0) AS bonus_wins,
           coalesce(sum(wins) FILTER (WHERE free_spin), 0) AS free_spin_wins
    FROM money GROUP BY 1, 2, 3, 4, 5
  ), counts AS (
    SELECT ${DAY_OF('round.created_at')} AS day, player.brand_id, round.gpid, round.game_code,
           round.currency, count(*)::int AS rounds,
           (count(*) FILTER (WHERE round.status = 'rolledBack'))::int AS voided,
           (count(*) FILTER (WHERE round.status = 'open'))::int AS in_progress
    FROM rounds round JOIN players player ON player.id = round.player_id
    WHERE ${IN_DAYS('round.created_at')} AND ($3::text[] IS NULL OR player.brand_id = ANY ($3))
    GROUP BY 1, 2, 3, 4, 5
  ), keys AS (
    SELECT day, brand_id, gpid, game_code, currency FROM money_per_game
    UNION SELECT day, brand_id, gpid, game_code, currency FROM counts
  )
  SELECT keys.day, keys.brand_id AS "brandId", keys.gpid,
         coalesce(provider.gpname, keys.gpid) AS "providerName", keys.game_code AS "gameCode",
         coalesce(game.name, keys.game_code) AS "gameName", game.engine,
         original.edge::text AS "originalsEdge", keys.currency, currency.scale,
         coalesce(counts.rounds, 0) AS rounds, coalesce(counts.voided, 0) AS voided,
         coalesce(counts.in_progress, 0) AS "inProgress",
         coalesce(m.wagers, 0)::text AS wagers, coalesce(m.wins, 0)::text AS wins,
         coalesce(m.bonus_wagers, 0)::text AS "bonusWagers",
         coalesce(m.bonus_wins, 0)::text AS "bonusWins",
         coalesce(m.free_spin_wins, 0)::text AS "freeSpinWins"
  FROM keys
  LEFT JOIN counts USING (day, brand_id, gpid, game_code, currency)
  LEFT JOIN money_per_game m USING (day, brand_id, gpid, game_code, currency)
  JOIN currencies currency ON currency.code = keys.currency
  LEFT JOIN games game ON game.gpid = keys.gpid AND game.code = keys.game_code
  LEFT JOIN game_providers provider ON provider.gpid = keys.gpid
  LEFT JOIN originals_settings original
    ON keys.gpid = 'ORIG' AND original.brand_id = keys.brand_id AND original.game = keys.game_code
  ORDER BY keys.day, keys.brand_id, keys.gpid, keys.game_code, keys.currency`;

const HUNDRED = new Decimal(100);

/**
 * What the game publishes: an original's 100 % less the brand's house edge, the demo provider's
 * own figure; nothing for a game Croupier does not run (an aggregator's).
 */
function theoreticalRtp(row: PerformanceRow): Decimal | null {
  if (row.gpid === 'ORIG') {
    // A brand that never changed an original's settings plays it at the default 1 %.
    return HUNDRED.minus(new Decimal(row.originalsEdge ?? '0.01').times(HUNDRED));
  }
  return row.engine === null ? null : publishedRtp(row.engine);
}

export async function gamePerformance(
  db: Queryable,
  scope: FigureScope,
): Promise<GamePerformanceRow[]> {
  const { rows } = await db.query<PerformanceRow>(QUERY, [scope.from, scope.to, scope.brandIds]);
  return rows.map((row) => {
    const staked = new Decimal(row.wagers).plus(row.bonusWagers);
    const won = new Decimal(row.wins).plus(row.bonusWins).plus(row.freeSpinWins);
    const theoretical = theoreticalRtp(row);
    const money = (amount: string) => atCurrencyScale(amount, row.scale);
    return {
      day: row.day,
      brandId: row.brandId,
      gpid: row.gpid,
      providerName: row.providerName,
      gameCode: row.gameCode,
      gameName: row.gameName,
      currency: row.currency,
      rounds: row.rounds,
      voided: row.voided,
      inProgress: row.inProgress,
      wagers: money(row.wagers),
      wins: money(row.wins),
      bonusWagers: money(row.bonusWagers),
      bonusWins: money(row.bonusWins),
      freeSpinWins: money(row.freeSpinWins),
      theoreticalRtp: theoretical?.toFixed(4) ?? null,
      actualRtp: staked.isZero() ? null : won.div(staked).times(HUNDRED).toFixed(2),
    };
  });
}
