import type { SectionRoles } from '@croupier/contracts';

/** What the API answers for `GET sections` (its route guards' roles), for tests of the frame. */
export const SECTION_ROLES: SectionRoles = {
  dashboard: ['payments', 'support', 'marketing'],
  payments: ['payments', 'support'],
  players: ['support', 'payments'],
  kyc: ['support'],
  brands: ['marketing', 'release', 'support'],
  remotes: ['release', 'support'],
  reports: ['payments', 'marketing'],
  rates: ['payments'],
  settings: ['marketing', 'payments'],
  offers: ['marketing', 'payments', 'support'],
  bonuses: ['marketing'],
  content: ['marketing'],
  events: ['support', 'payments'],
  suspensions: ['support', 'payments'],
  hub88Prepaids: ['marketing', 'support'],
  hub88Promotions: ['marketing', 'support'],
  hub88Reconciliation: ['payments', 'support'],
  audit: ['owner'],
  staff: ['owner'],
};
