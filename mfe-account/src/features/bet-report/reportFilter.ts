import {
  GAME_CATEGORY_CODES,
  type BetReportRequest,
  type GameCategoryCode,
} from '@croupier/shared';

export const REPORT_PAGE_SIZE = 20;
const DEFAULT_DAYS = 7;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportFilter {
  from: string;
  to: string;
  gpid: string;
  category: GameCategoryCode | '';
  page: number;
}

/** `YYYY-MM-DD` of the player's local calendar. */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last seven days, today included. */
export function defaultRange(today = new Date()): { from: string; to: string } {
  const from = new Date(today);
  from.setDate(from.getDate() - (DEFAULT_DAYS - 1));
  return { from: isoDate(from), to: isoDate(today) };
}

const isCategory = (value: string | null): value is GameCategoryCode =>
  (GAME_CATEGORY_CODES as readonly string[]).includes(value ?? '');

/** The filter the URL query holds; anything missing or malformed falls back to the default. */
export function parseFilter(params: URLSearchParams, today = new Date()): ReportFilter {
  const range = defaultRange(today);
  const date = (name: 'from' | 'to') => {
    const value = params.get(name);
    return value && ISO_DATE.test(value) ? value : range[name];
  };
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    from: date('from'),
    to: date('to'),
    gpid: params.get('gpid') ?? '',
    category: isCategory(category) ? category : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function filterToParams(filter: ReportFilter): URLSearchParams {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.gpid) params.set('gpid', filter.gpid);
  if (filter.category) params.set('category', filter.category);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

export function filterToRequest(filter: ReportFilter): BetReportRequest {
  return {
    from: filter.from,
    to: filter.to,
    ...(filter.gpid ? { gpid: filter.gpid } : {}),
    ...(filter.category ? { category: filter.category } : {}),
    page: filter.page,
    pageSize: REPORT_PAGE_SIZE,
  };
}
