import type { StaffRole } from '../session';

/** The back office's sections and the roles that open each (owner opens all). */
export interface Section {
  path: string;
  labelKey: string;
  roles: readonly StaffRole[];
}

/** The dashboard is the back office's home page, `/`. */
export const DASHBOARD_PATH = '/';

export const SECTIONS: readonly Section[] = [
  { path: DASHBOARD_PATH, labelKey: 'nav.dashboard', roles: ['payments', 'support', 'marketing'] },
  { path: '/payments', labelKey: 'nav.payments', roles: ['payments', 'support'] },
  { path: '/players', labelKey: 'nav.players', roles: ['support', 'payments'] },
  { path: '/brands', labelKey: 'nav.brands', roles: ['marketing', 'release', 'support'] },
  { path: '/remotes', labelKey: 'nav.remotes', roles: ['release', 'support'] },
  { path: '/reports', labelKey: 'nav.reports', roles: ['payments', 'marketing'] },
  { path: '/rates', labelKey: 'nav.rates', roles: ['payments'] },
  { path: '/offers', labelKey: 'nav.offers', roles: ['marketing', 'payments', 'support'] },
  { path: '/bonuses', labelKey: 'nav.bonuses', roles: ['marketing'] },
  { path: '/audit', labelKey: 'nav.audit', roles: ['owner'] },
  { path: '/staff', labelKey: 'nav.staff', roles: ['owner'] },
];
