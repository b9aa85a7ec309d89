import type { Role } from '../session';

/** The back office's sections and the roles that open each (owner opens all). */
export interface Section {
  path: string;
  labelKey: string;
  roles: readonly Role[];
}

export const SECTIONS: readonly Section[] = [
  { path: '/payments', labelKey: 'nav.payments', roles: ['payments', 'support'] },
  { path: '/brands', labelKey: 'nav.brands', roles: ['marketing', 'release', 'support'] },
  { path: '/remotes', labelKey: 'nav.remotes', roles: ['release', 'support'] },
  { path: '/audit', labelKey: 'nav.audit', roles: ['owner'] },
  { path: '/staff', labelKey: 'nav.staff', roles: ['owner'] },
];
