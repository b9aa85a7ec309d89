// The stored result of each reconciled day and its differences (reconciliation.ts).

import type { Queryable } from '../../db/pool.js';
import type { ReconciliationItem } from './reconciliation.js';

export interface ReconciledDay {
  day: string;
  hub88Count: number;
  ledgerCount: number;
  differences: number;
  checkedAt: Date;
}

/** Replaces the day's result: a re-run stores what it found now. */
export async function storeReconciledDay(
  db: Queryable,
  day: { day: string; hub88Count: number; ledgerCount: number },
  items: ReconciliationItem[],
): Promise<void> {
  await db.query('DELETE FROM hub88_reconciliation_days WHERE day = $1', [day.day]);
  await db.query(
    `INSERT INTO hub88_reconciliation_days (day, hub88_count, ledger_count, differences)
     VALUES ($1, $2, $3, $4)`,
    [day.day, day.hub88Count, day.ledgerCount, items.length],
  );
  await db.query(
    `INSERT INTO hub88_reconciliation_items (day, transaction_uuid, difference, kind,
       hub88_amount, ledger_amount, hub88_status, ledger_outcome)
     SELECT $1, * FROM jsonb_to_recordset($2::jsonb) AS item("transactionUuid" text,
       difference text, kind text, "hub88Amount" numeric, "ledgerAmount" numeric,
       "hub88Status" text, "ledgerOutcome" text)`,
    [day.day, JSON.stringify(items)],
  );
}

const DAY_COLUMNS = `to_char(day, 'YYYY-MM-DD') AS day, hub88_count AS "hub88Count",
  ledger_count AS "ledgerCount", differences, checked_at AS "checkedAt"`;

/** Reconciled days, newest first: all of them, or those with differences only. */
export async function listReconciledDays(
  db: Queryable,
  { withDifferences, limit }: { withDifferences: boolean; limit: number },
): Promise<ReconciledDay[]> {
  const { rows } = await db.query<ReconciledDay>(
    `SELECT ${DAY_COLUMNS} FROM hub88_reconciliation_days
     WHERE NOT $1 OR differences > 0 ORDER BY day DESC LIMIT $2`,
    [withDifferences, limit],
  );
  return rows;
}

export async function findReconciledDay(
  db: Queryable,
  day: string,
): Promise<{ day: ReconciledDay; items: ReconciliationItem[] } | null> {
  const { rows } = await db.query<ReconciledDay>(
    `SELECT ${DAY_COLUMNS} FROM hub88_reconciliation_days WHERE day = $1`,
    [day],
  );
  const found = rows[0];
  if (found === undefined) return null;
  const { rows: items } = await db.query<ReconciliationItem>(
    `SELECT transaction_uuid AS "transactionUuid", difference, kind,
            trim_scale(hub88_amount)::text AS "hub88Amount",
            trim_scale(ledger_amount)::text AS "ledgerAmount", hub88_status AS "hub88Status",
            ledger_outcome AS "ledgerOutcome"
     FROM hub88_reconciliation_items WHERE day = $1 ORDER BY difference, transaction_uuid`,
    [day],
  );
  return { day: found, items };
}

/**
 * The closed UTC days (before `today`) not reconciled yet, oldest first: from the day of the
 * first Hub88 launch (Hub88 has nothing before a token), at most `lookbackDays` back.
 */
export async function unreconciledDays(
  db: Queryable,
  today: string,
  { lookbackDays, limit }: { lookbackDays: number; limit: number },
): Promise<string[]> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char(series.day, 'YYYY-MM-DD') AS day
     FROM generate_series(
       (SELECT GREATEST(min(created_at AT TIME ZONE 'UTC')::date, $1::date - $2::int)
        FROM hub88_tokens HAVING count(*) > 0)::timestamp,
       ($1::date - 1)::timestamp, interval '1 day') AS series(day)
     WHERE NOT EXISTS (SELECT FROM hub88_reconciliation_days done
                       WHERE done.day = series.day::date)
     ORDER BY series.day LIMIT $3`,
    [today, lookbackDays, limit],
  );
  return rows.map((row) => row.day);
}
