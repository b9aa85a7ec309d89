// The player's statement of a calendar year (GLI-19 2.5.7): per currency, the balance when the
// year began, deposits, withdrawals, wagers, wins, bonus money granted and removed, manual
// adjustments, swaps, the balance when it ended and the net of play; per game, rounds, wagers and
// wins. Read from the ledger (the player's own account and their bonus grants' accounts) and the
// provider calls, not kept a second time.

import {
  YEAR_STATEMENT_LINES,
  type YearStatement,
  type YearStatementCurrency,
} from '@croupier/contracts';
import type { Decimal } from 'decimal.js';

import type { Queryable } from '../../db/pool.js';
import { toCsv } from '../../http/csv.js';
import { badRequestError } from '../../http/errors.js';
import { Money, atCurrencyScale } from '../../money/amounts.js';
import type { TransferKind } from '../../money/ledger-lists.js';
import { LINE_OF_KIND, OUTGOING } from './statement-lines.js';

/** The year's bounds in UTC; errorCode 2 for a year still to come. */
export function yearBounds(year: number, now = new Date()): { from: Date; to: Date } {
  if (year > now.getUTCFullYear()) throw badRequestError(`${year} has not begun`);
  return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

/** The player's postings summed by currency, kind, direction and whether they fall in the year. */
interface PostedRow {
  currency: string;
  scale: number;
  kind: TransferKind;
  credit: boolean;
  inYear: boolean;
  amount: string;
}

type CurrencyTotals = Omit<YearStatementCurrency, 'currency' | 'net'>;

/** Every figure but the net of play, which follows from the wins and wagers. */
const TOTALS = YEAR_STATEMENT_LINES.filter(
  (line): line is Exclude<(typeof YEAR_STATEMENT_LINES)[number], 'net'> => line !== 'net',
);

/** The line a posting of the year adds to, or null for one that adds to none. */
function lineOf({ kind, credit }: PostedRow): keyof CurrencyTotals | null {
  const line = LINE_OF_KIND[kind];
  if (line === 'swaps') return credit ? 'swappedIn' : 'swappedOut';
  return line === 'between own accounts' ? null : line;
}

/**
 * Per currency, the balance when the year began and ended and every line between them, from the
 * postings to the player's accounts before the year's end. A currency held or moved in the year
 * is listed.
 */
async function currencyTotals(db: Queryable, playerId: string, from: Date, to: Date) {
  const { rows } = await db.query<PostedRow>(
    `WITH account AS (
       SELECT account.id, account.currency
       FROM ledger_accounts account
       WHERE account.player_id = $1
          OR account.bonus_grant_id IN (SELECT id FROM bonus_grants WHERE player_id = $1))
     SELECT account.currency, currency.scale, transfer.kind, posting.amount > 0 AS credit,
            transfer.created_at >= $2 AS "inYear", sum(posting.amount)::text AS amount
     FROM account
     JOIN ledger_postings posting ON posting.account_id = account.id
     JOIN ledger_transfers transfer ON transfer.id = posting.transfer_id
     JOIN currencies currency ON currency.code = account.currency
     WHERE transfer.created_at < $3
     GROUP BY account.currency, currency.scale, currency.sort, transfer.kind, credit, "inYear"
     ORDER BY currency.sort, account.currency`,
    [playerId, from, to],
  );
  const sums = new Map<string, { scale: number; moved: boolean; totals: Map<string, Decimal> }>();
  for (const row of rows) {
    const entry = sums.get(row.currency) ?? { scale: row.scale, moved: false, totals: new Map() };
    sums.set(row.currency, entry);
    const add = (line: keyof CurrencyTotals, amount: Decimal) =>
      entry.totals.set(line, (entry.totals.get(line) ?? new Money(0)).plus(amount));
    const amount = new Money(row.amount);
    add('closingBalance', amount);
    if (!row.inYear) add('openingBalance', amount);
    const line = row.inYear ? lineOf(row) : null;
    if (line !== null) add(line, OUTGOING.has(line) ? amount.negated() : amount);
    entry.moved ||= row.inYear;
  }
  return [...sums]
    .filter(([, { moved, totals }]) => moved || !(totals.get('closingBalance')?.isZero() ?? true))
    .map(([currency, { scale, totals }]) => {
      const at = (line: keyof CurrencyTotals) =>
        atCurrencyScale((totals.get(line) ?? new Money(0)).toDecimalPlaces(scale), scale);
      const figures = Object.fromEntries(TOTALS.map((line) => [line, at(line)])) as CurrencyTotals;
      const net = (totals.get('wins') ?? new Money(0)).minus(totals.get('wagers') ?? 0);
      return { currency, ...figures, net: atCurrencyScale(net.toDecimalPlaces(scale), scale) };
    });
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
  const currencies = await currencyTotals(db, playerId, from, to);
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
    currencies,
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
  ...YEAR_STATEMENT_LINES,
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
