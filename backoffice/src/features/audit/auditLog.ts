import type { AuditChoices, AuditRow, FailedLoginGroup, Page } from '@croupier/contracts';
import { adminGet } from '../admin-api';
import { dayRangeProblems } from '../forms';

export type { AuditChoices, AuditRow, FailedLoginGroup };

/** The filters as the form holds them: dates are UTC days (YYYY-MM-DD), empty means any. */
export interface AuditFilters {
  actor: string;
  action: string;
  brand: string;
  target: string;
  from: string;
  to: string;
  /** Failed logins among the rows; else they wait, grouped, in their own panel. */
  withFailedLogins: boolean;
}

export const NO_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  brand: '',
  target: '',
  from: '',
  to: '',
  withFailedLogins: false,
};

export const AUDIT_PAGE_SIZE = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Text keys of the filters' problems: a day that is not one, or a range that ends first. */
export function filterProblems(filters: AuditFilters) {
  const problems: Partial<Record<'from' | 'to', string>> = {};
  for (const [side, problem] of Object.entries(dayRangeProblems(filters))) {
    problems[side as 'from' | 'to'] = `audit.${problem}`;
  }
  return problems;
}

/** The time range of the days chosen: from the first day's start to the last day's end, UTC. */
export function timeRangeOf({ from, to }: Pick<AuditFilters, 'from' | 'to'>) {
  const range: Record<string, string> = {};
  if (from) range.from = new Date(`${from}T00:00:00.000Z`).toISOString();
  if (to) range.to = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString();
  return range;
}

/** The query of `filters`: empty ones left out, failed logins hidden unless asked for. */
export function queryOf(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {
    ...timeRangeOf(filters),
    failedLogins: filters.withFailedLogins ? 'include' : 'hide',
  };
  for (const name of ['actor', 'action', 'brand', 'target'] as const) {
    const value = filters[name].trim();
    if (value) query[name] = value;
  }
  return query;
}

/** One page of the trail, newest first. */
export const loadAuditPage = (filters: AuditFilters, page: number) =>
  adminGet<Page<AuditRow>>('audit', {
    ...queryOf(filters),
    page: String(page),
    pageSize: String(AUDIT_PAGE_SIZE),
  });

export const loadAuditChoices = () => adminGet<AuditChoices>('audit/choices');

export const loadFailedLogins = (filters: Pick<AuditFilters, 'from' | 'to'>) =>
  adminGet<FailedLoginGroup[]>('audit/failed-logins', timeRangeOf(filters));

/** The whole filter as a CSV file, through the site's own origin (the session cookie travels). */
export const auditCsvUrl = (filters: AuditFilters) =>
  `/admin/v1/audit?${new URLSearchParams({ ...queryOf(filters), format: 'csv' }).toString()}`;
