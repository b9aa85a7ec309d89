/** A range of days as date inputs hold them (YYYY-MM-DD); an empty side is open. */
export interface DayRange {
  from: string;
  to: string;
}

export type DayRangeProblem = 'badDay' | 'toBeforeFrom';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The problems of a range: a side that is not a day, or a last day before the first. */
export function dayRangeProblems(
  range: DayRange,
): Partial<Record<keyof DayRange, DayRangeProblem>> {
  const problems: Partial<Record<keyof DayRange, DayRangeProblem>> = {};
  for (const side of ['from', 'to'] as const) {
    const day = range[side];
    if (day && (!DAY.test(day) || Number.isNaN(Date.parse(day)))) problems[side] = 'badDay';
  }
  if (!problems.from && !problems.to && range.from && range.to && range.from > range.to) {
    problems.to = 'toBeforeFrom';
  }
  return problems;
}

/** Local midnight at the start of `day` (YYYY-MM-DD), `days` later. */
function localMidnight(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days);
}

/**
 * The instants that bound the days in the reader's time zone: from the first day's midnight to the
 * midnight after the last day (excluded). An empty side is left out.
 */
export function localDayRange({ from, to }: DayRange): { from?: string; to?: string } {
  return {
    ...(from ? { from: localMidnight(from).toISOString() } : {}),
    ...(to ? { to: localMidnight(to, 1).toISOString() } : {}),
  };
}
