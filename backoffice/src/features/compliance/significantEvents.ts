import {
  SIGNIFICANT_EVENT_PERIODS,
  SIGNIFICANT_EVENT_TYPES,
  type SignificantEvent,
  type SignificantEventReport,
} from '@croupier/contracts';
import { adminGet } from '../admin-api';
import { localDayRange } from '../forms';

export type { SignificantEvent, SignificantEventReport };
export type EventPeriod = (typeof SIGNIFICANT_EVENT_PERIODS)[number];
export { SIGNIFICANT_EVENT_PERIODS, SIGNIFICANT_EVENT_TYPES };

export interface EventFilters {
  period: EventPeriod;
  /** '' for every type. */
  type: string;
  brandId: string;
  actor: string;
  /** Days (YYYY-MM-DD) in the staff member's time zone; either one replaces the period. */
  from: string;
  to: string;
}

export const EVENTS_PAGE_SIZE = 50;

/** The filter as query parameters; empty fields are left out. */
function queryOf(filters: EventFilters): Record<string, string> {
  const query: Record<string, string> = { period: filters.period };
  if (filters.type) query.type = filters.type;
  if (filters.brandId.trim()) query.brandId = filters.brandId.trim();
  if (filters.actor.trim()) query.actor = filters.actor.trim();
  return { ...query, ...localDayRange(filters) };
}

export function loadSignificantEvents(
  filters: EventFilters,
  page: number,
): Promise<SignificantEventReport> {
  return adminGet<SignificantEventReport>('significant-events', {
    ...queryOf(filters),
    page: String(page),
    pageSize: String(EVENTS_PAGE_SIZE),
  });
}

/** The whole filter as a CSV file, through the site's own origin (the session cookie travels). */
export const significantEventsCsvUrl = (filters: EventFilters) =>
  `/admin/v1/significant-events?${new URLSearchParams({ ...queryOf(filters), format: 'csv' }).toString()}`;
