export const ROLES = ['owner', 'payments', 'support', 'marketing', 'release'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in staff member, as `auth/login` and `auth/me` answer. */
export interface StaffSession {
  username: string;
  roles: Role[];
  brands: 'all' | string[];
  mustChangePassword: boolean;
}

/** Whether the member holds one of `roles`; `owner` holds every role, as the API checks. */
export function hasRole(session: StaffSession, roles: readonly Role[]): boolean {
  return session.roles.includes('owner') || roles.some((role) => session.roles.includes(role));
}
