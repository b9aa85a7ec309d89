import type { StaffRole, StaffSession } from '@croupier/contracts';

export { STAFF_ROLES } from '@croupier/contracts';
export type { StaffRole, StaffSession };

/** Whether the member holds one of `roles`; `owner` holds every role, as the API checks. */
export function hasRole(session: StaffSession, roles: readonly StaffRole[]): boolean {
  return session.roles.includes('owner') || roles.some((role) => session.roles.includes(role));
}
