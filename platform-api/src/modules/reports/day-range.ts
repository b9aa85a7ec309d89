// The inclusive range of UTC days a report covers, as its query names them.

import { badRequestError } from '../../http/errors.js';

/** The longest range a report answers: a leap year. */
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DayRange {
  /** First and last day, inclusive, `YYYY-MM-DD`. */
  from: string;
  to: string;
}

/** `from` and `to` (valid calendar days) in order and at most MAX_REPORT_DAYS apart; else a 400. */
export function checkedDayRange(from: string, to: string): DayRange {
  const fromMs = dayStartMs(from, 'from');
  const toMs = dayStartMs(to, 'to');
  if (toMs < fromMs) throw badRequestError('to must not be before from');
  const days = (toMs - fromMs) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS) {
    throw badRequestError(`A report covers at most ${MAX_REPORT_DAYS} days, not ${days}`);
  }
  return { from, to };
}

/** Today's UTC day. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

function dayStartMs(day: string, field: string): number {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  // Date.parse rolls 2026-02-30 over to March: a real day prints back as itself.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(ms) || utcDay(new Date(ms)) !== day) {
    throw badRequestError(`${field} must be a day such as 2026-01-31, got "${day}"`);
  }
  return ms;
}
