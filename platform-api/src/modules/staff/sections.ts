// The roles that open each back-office section are those of the admin routes its pages read: the
// menu and the page guards of the back office ask the API (GET /admin/v1/sections), so a change
// to a route's roles reaches them with no list copied.

import type { AdminSection, StaffRole } from '@croupier/contracts';

import type { DeclaredAdminRoute } from '../../http/admin-access.js';

/** Each section's reads, `METHOD /path` under /admin/v1: any one of their roles opens it. */
export const SECTION_READS: Record<AdminSection, readonly string[]> = {
  dashboard: ['GET /brands/:brandId/dashboard'],
  payments: ['GET /payments/pending'],
  players: ['GET /players'],
  kyc: ['GET /kyc/queue'],
  brands: ['GET /brands/:brandId/settings', 'GET /brands/:brandId/remotes'],
  remotes: ['GET /brands/:brandId/remotes'],
  reports: ['GET /reports/ggr'],
  rates: ['GET /rates'],
  settings: ['GET /brands/:brandId/referral-programme'],
  offers: ['GET /brands/:brandId/bonus-offers'],
  bonuses: ['POST /bonuses/promotion'],
  content: ['GET /brands/:brandId/content'],
  events: ['GET /significant-events'],
  suspensions: ['GET /brands/:brandId/play-suspensions'],
  hub88Prepaids: ['GET /hub88/prepaids'],
  hub88Promotions: ['GET /hub88/reward-failures'],
  hub88Reconciliation: ['GET /hub88/reconciliation/days'],
  audit: ['GET /audit'],
  staff: ['GET /staff'],
};

/**
 * The roles of each section as the routes declared them under `prefix`; a section whose routes
 * are not served (Hub88 without its settings) has none, so only owners see it.
 */
export function sectionRoles(
  declared: readonly DeclaredAdminRoute[],
  prefix = '/admin/v1',
): Record<AdminSection, StaffRole[]> {
  const rolesOf = (read: string): readonly StaffRole[] => {
    const route = declared.find((candidate) => `${candidate.method} ${candidate.url}` === read);
    return route === undefined || typeof route.roles === 'string' ? [] : route.roles;
  };
  const entries = Object.entries(SECTION_READS).map(([section, reads]) => {
    const roles = new Set(reads.flatMap((read) => rolesOf(read.replace(' ', ` ${prefix}`))));
    return [section, [...roles]];
  });
  return Object.fromEntries(entries) as Record<AdminSection, StaffRole[]>;
}
