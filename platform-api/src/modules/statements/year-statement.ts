// The player's statement of a calendar year (GLI-19 2.5.7): per currency, deposits, withdrawals,
// wagers, wins, bonus money granted and removed, and the net of play; per game, rounds, wagers and
// wins. Read from the ledger (the player's own account and their bonus grants' accounts) and the
// provider calls, not kept a second time.

import type { YearStatement } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { toCsv } from '../../http/csv.js';
import { badRequestError } from '../../http/errors.js';
import { Money, atCurrencyScale } from '../../money/amounts.js';

/** The year's bounds in UTC; errorCode 2 for a year still to come. */
export function yearBounds(year: number, now = new Date()): { from: Date; to: Date } {
  if (year > now.getUTCFullYear()) throw badRequestError(`${year} has not begun`);
  return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

interface CurrencyRow {
  currency: string;
  scale: number;
  deposits: string;
  withdrawals: string;
  wagers: string;
  wins: string;
  bonusGranted: string;
  bonusRemoved: string;
}

interface GameRow {
  gpid: string;
  gameCode: string;
  game: string;
  currency: string;
  scale: number;
  rounds: number;
  wagers: string;
  wins: string;
}

export async function yearStatement(
  db: Queryable,
  playerId: string,
  year: number,
): Promise<YearStatement> {
  const { from, to } = yearBounds(year);
  const currencies = await db.query<CurrencyRow>(
    // Postings seen from the player's side: a bet is negative, a refund or a win positive.
    `WITH account AS (
       SELECT account.id, account.currency, account.bonus_grant_id IS NOT NULL AS bonus
       FROM ledger_accounts account
       WHERE account.player_id = $1
          OR account.bonus_grant_id IN (SELECT id FROM bonus_grants WHERE player_id = $1)),
     moved AS (
       SELECT account.currency, account.bonus, transfer.kind, posting.amount
       FROM account
       JOIN ledger_postings posting ON posting.account_id = account.id
       JOIN ledger_transfers transfer ON transfer.id = posting.transfer_id
       WHERE transfer.created_at >= $2 AND transfer.created_at < $3)
     SELECT moved.currency, currency.scale,
       COALESCE(sum(amount) FILTER (WHERE kind IN ('deposit', 'chain_deposit',
                                                   'chain_deposit_release')), 0)::text AS deposits,
       (-COALESCE(sum(amount) FILTER (WHERE kind IN ('withdraw_hold', 'withdraw_release')), 0))::text
         AS withdrawals,
       (-COALESCE(sum(amount) FILTER (WHERE kind IN ('game_bet', 'game_rollback')), 0))::text
         AS wagers,
       COALESCE(sum(amount) FILTER (WHERE kind IN ('game_win', 'jackpot_win')), 0)::text AS wins,
       COALESCE(sum(amount) FILTER (WHERE kind IN ('bonus_grant', 'bonus')), 0)::text
         AS "bonusGranted",
       (-COALESCE(sum(amount) FILTER (WHERE kind IN ('bonus_forfeit', 'bonus_expire')), 0))::text
         AS "bonusRemoved"
     FROM moved JOIN currencies currency ON currency.code = moved.currency
     GROUP BY moved.currency, currency.scale, currency.sort
     ORDER BY currency.sort, moved.currency`,
    [playerId, from, to],
  );
  const games = await db.query<GameRow>(
    `SELECT round.gpid, round.game_code AS "gameCode", COALESCE(game.name, round.game_code) AS game,
            call.currency, currency.scale, count(DISTINCT call.round_id)::integer AS rounds,
            COALESCE(sum(call.amount) FILTER (WHERE call.kind = 'bet' AND rollback.gpid IS NULL),
                     0)::text AS wagers,
            COALESCE(sum(call.amount) FILTER (WHERE call.kind IN ('win', 'free_spin')), 0)::text
              AS wins
     FROM provider_transactions call
     JOIN rounds round ON round.gpid = call.gpid AND round.round_id = call.round_id
     JOIN currencies currency ON currency.code = call.currency
     LEFT JOIN games game ON game.gpid = round.gpid AND game.code = round.game_code
     LEFT JOIN provider_rollbacks rollback
       ON rollback.gpid = call.gpid AND rollback.transaction_id = call.transaction_id
     WHERE call.player_id = $1 AND call.created_at >= $2 AND call.created_at < $3
     GROUP BY round.gpid, round.game_code, game.name, call.currency, currency.scale
     ORDER BY game, round.gpid, call.currency`,
    [playerId, from, to],
  );
  const scaled = (amount: string, scale: number) =>
    atCurrencyScale(new Money(amount).toDecimalPlaces(scale), scale);
  return {
    year,
    from: from.toISOString(),
    to: to.toISOString(),
    currencies: currencies.rows.map(({ scale, ...row }) => ({
      currency: row.currency,
      deposits: scaled(row.deposits, scale),
      withdrawals: scaled(row.withdrawals, scale),
      wagers: scaled(row.wagers, scale),
      wins: scaled(row.wins, scale),
      bonusGranted: scaled(row.bonusGranted, scale),
      bonusRemoved: scaled(row.bonusRemoved, scale),
      net: scaled(new Money(row.wins).minus(row.wagers).toFixed(), scale),
    })),
    games: games.rows.map(({ scale, ...row }) => ({
      ...row,
      wagers: scaled(row.wagers, scale),
      wins: scaled(row.wins, scale),
      net: scaled(new Money(row.wins).minus(row.wagers).toFixed(), scale),
    })),
  };
}

const CSV_COLUMNS = [
  'section',
  'currency',
  'gpid',
  'gameCode',
  'game',
  'rounds',
  'deposits',
  'withdrawals',
  'wagers',
  'wins',
  'bonusGranted',
  'bonusRemoved',
  'net',
] as const;

/** The statement as CSV: a `total` row per currency, then a `game` row per game and currency. */
export function yearStatementCsv(statement: YearStatement): string {
  // A column a section does not have is an empty cell.
  const blank = Object.fromEntries(CSV_COLUMNS.map((column) => [column, '']));
  return toCsv(CSV_COLUMNS, [
    ...statement.currencies.map((row) => ({ ...blank, section: 'total', ...row })),
    ...statement.games.map((row) => ({ ...blank, section: 'game', ...row })),
  ]);
}

export const yearStatementFileName = (year: number) => `statement-${year}.csv`;
