import type { AuditRow, Page } from '@croupier/contracts';
import { adminGet } from '../admin-api';

export type { AuditRow };

export interface AuditFilters {
  actor: string;
  action: string;
  brand: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the trail, newest first; empty filters are left out of the query. */
export function loadAuditPage(filters: AuditFilters, page: number): Promise<Page<AuditRow>> {
  const query: Record<string, string> = { page: String(page), pageSize: String(AUDIT_PAGE_SIZE) };
  for (const [name, value] of Object.entries(filters)) {
    if (value.trim()) query[name] = value.trim();
  }
  return adminGet<Page<AuditRow>>('audit', query);
}
