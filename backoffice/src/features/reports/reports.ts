import type { ReportName } from '@croupier/contracts';
import { adminGet } from '../admin-api';
import type { StaffRole } from '../session';

export type { ReportName };
export const REPORT_NAMES: readonly ReportName[] = ['ggr', 'ngr', 'payments', 'games'];

/** The roles each report opens to (owner opens all), as the API declares them. */
export const REPORT_ROLES: Record<ReportName, readonly StaffRole[]> = {
  ggr: ['payments', 'marketing'],
  ngr: ['payments', 'marketing'],
  payments: ['payments'],
  games: ['payments', 'marketing'],
};

/**
 * Each report's columns, in the order of its rows and CSV file: figures line up right, money is
 * grouped as the site shows it (in the row's currency), percentages carry their sign.
 */
export interface ReportColumn {
  field: string;
  amount?: boolean;
  money?: boolean;
  percent?: boolean;
}

const money = (field: string): ReportColumn => ({ field, amount: true, money: true });

export const REPORT_COLUMNS: Record<ReportName, readonly ReportColumn[]> = {
  ggr: [
    { field: 'day' },
    { field: 'brandId' },
    { field: 'providerName' },
    { field: 'gameName' },
    { field: 'currency' },
    money('stakes'),
    money('wins'),
    money('ggr'),
  ],
  ngr: [
    { field: 'day' },
    { field: 'brandId' },
    { field: 'currency' },
    money('ggr'),
    money('bonuses'),
    money('ngr'),
  ],
  payments: [
    { field: 'day' },
    { field: 'brandId' },
    { field: 'currency' },
    { field: 'depositCount', amount: true },
    money('deposits'),
    { field: 'withdrawalCount', amount: true },
    money('withdrawals'),
  ],
  games: [
    { field: 'day' },
    { field: 'brandId' },
    { field: 'providerName' },
    { field: 'gameName' },
    { field: 'currency' },
    { field: 'rounds', amount: true },
    { field: 'voided', amount: true },
    { field: 'inProgress', amount: true },
    money('wagers'),
    money('wins'),
    money('bonusWagers'),
    money('bonusWins'),
    money('freeSpinWins'),
    { field: 'theoreticalRtp', amount: true, percent: true },
    { field: 'actualRtp', amount: true, percent: true },
  ],
};

/** A report's rows: days, ids, counts, decimal strings and, where a figure is unknown, null. */
export type ReportRow = Record<string, string | number | null>;

export interface ReportQuery {
  name: ReportName;
  /** Empty: every brand of the member's scope. */
  brandId: string;
  from: string;
  to: string;
}

const paramsOf = ({ brandId, from, to }: ReportQuery) => ({
  ...(brandId ? { brandId } : {}),
  from,
  to,
});

export const loadReport = (query: ReportQuery) =>
  adminGet<{ from: string; to: string; rows: ReportRow[] }>(
    `reports/${query.name}`,
    paramsOf(query),
  );

/** The CSV file of the report: a plain link, so the browser downloads it with the cookie. */
export function reportCsvUrl(query: ReportQuery): string {
  const params = new URLSearchParams({ ...paramsOf(query), format: 'csv' });
  return `/admin/v1/reports/${query.name}?${params.toString()}`;
}

/** The longest range the API answers. */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

/** What is wrong with a range of days (both included), as a text key; null when it is fine. */
export function rangeProblem(from: string, to: string): string | null {
  const fromMs = dayMs(from);
  const toMs = dayMs(to);
  if (fromMs === null || toMs === null) return 'reports.invalidDay';
  if (toMs < fromMs) return 'reports.toBeforeFrom';
  if ((toMs - fromMs) / DAY_MS + 1 > MAX_REPORT_DAYS) return 'reports.tooLong';
  return null;
}

function dayMs(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

/** A UTC day `daysBack` days before `now`. */
export const utcDayBefore = (now: Date, daysBack: number) =>
  new Date(now.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);
