// Reconciliation that runs itself: every hour one API process (elected by an advisory lock held
// on a connection of its own, as the outbox relay is) reconciles the closed UTC days not
// reconciled yet. `reconcileHub88Days` is also what the admin route runs for a chosen range.

import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { periodicPass } from '../../http/periodic-pass.js';
import type { Hub88Call } from './games-client.js';
import { listHub88Transactions, MAX_RECONCILED } from './reconcile-repository.js';
import { compareWithLedger, hub88TransactionsOf } from './reconciliation.js';
import { storeReconciledDay, unreconciledDays } from './reconciliation-repository.js';

/** The reconciliation's advisory lock: whoever holds it reconciles. */
const RECONCILE_LOCK_KEY = 7_310_088;
/** How far back a first run looks, and how many days one pass reconciles. */
const LOOKBACK_DAYS = 31;
const DAYS_PER_PASS = 7;

export interface DayResult {
  day: string;
  hub88Count: number;
  ledgerCount: number;
  differences: number;
}

/** Reconciles each day (YYYY-MM-DD) and stores its result, replacing an earlier one. */
export async function reconcileHub88Days(
  pool: pg.Pool,
  hub88: Hub88Call,
  days: string[],
): Promise<DayResult[]> {
  const results: DayResult[] = [];
  for (const day of days) {
    const theirs = await hub88TransactionsOf(hub88, day);
    const ours = await listHub88Transactions(pool, { from: day, to: day });
    if (ours.length === MAX_RECONCILED) {
      throw new Error(`More than ${MAX_RECONCILED} Hub88 transactions on ${day}`);
    }
    const items = compareWithLedger(theirs, ours);
    const counts = { day, hub88Count: theirs.length, ledgerCount: ours.length };
    await withTransaction(pool, (client) => storeReconciledDay(client, counts, items));
    results.push({ ...counts, differences: items.length });
  }
  return results;
}

/** One pass: the closed days not reconciled yet, if this process holds the lock. */
export async function reconcileClosedDays(
  pool: pg.Pool,
  hub88: Hub88Call,
  now: Date = new Date(),
): Promise<DayResult[] | null> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ held: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS held',
      [RECONCILE_LOCK_KEY],
    );
    if (rows[0]?.held !== true) return null;
    try {
      const today = now.toISOString().slice(0, 10);
      const days = await unreconciledDays(pool, today, {
        lookbackDays: LOOKBACK_DAYS,
        limit: DAYS_PER_PASS,
      });
      return await reconcileHub88Days(pool, hub88, days);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [RECONCILE_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

function logResults(log: FastifyBaseLogger, results: DayResult[] | null) {
  for (const result of results ?? []) {
    if (result.differences > 0) log.warn(result, 'Hub88 reconciliation found differences');
    else log.info(result, 'Hub88 day reconciled');
  }
}

/** A day is reconciled within the hour after it closes (and Hub88 answers). */
export const hub88ReconciliationJob = (hub88: Hub88Call) =>
  periodicPass({
    defaultTickMs: 60 * 60 * 1000,
    failure: 'Hub88 reconciliation pass failed',
    pass: async (db, log) => logResults(log, await reconcileClosedDays(db, hub88)),
  });
