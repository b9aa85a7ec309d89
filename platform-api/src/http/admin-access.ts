// Who calls the admin API (/admin/v1) and what they may do. Every route declares the roles it
// needs in its config; one hook (modules/staff) authenticates the caller into request.operator
// and checks them; handlers keep the caller inside its brand scope with the helpers below.

import type { StaffRole } from '@croupier/contracts';

import { forbiddenError } from './errors.js';

export { STAFF_ROLES, type StaffRole } from '@croupier/contracts';

/**
 * What a route needs: one of these roles (owner passes every role check), any staff session
 * (the caller's own account, open while a one-time password waits to be changed), or nothing.
 */
export type AdminAccess = readonly StaffRole[] | 'staff-session' | 'public';

export interface Operator {
  kind: 'staff' | 'key' | 'bootstrap';
  /** The staff username or the key's name: what the audit log and release history record. */
  name: string;
  roles: readonly StaffRole[];
  /** null: every brand. */
  brandIds: readonly string[] | null;
  /** Staff sessions only. */
  session?: { staffId: string; tokenHash: Buffer; mustChangePassword: boolean };
}

/** What a write adds to its audit row beyond who, when and from where. */
export interface AuditDetails {
  brandId?: string | null;
  target?: string;
  before?: unknown;
  after?: unknown;
  /** Set where the caller is not yet authenticated (a login). */
  actor?: Pick<Operator, 'kind' | 'name'>;
}

/** An /admin/v1 route with what it declared: the roles test walks every one of them. */
export interface DeclaredAdminRoute {
  method: string;
  url: string;
  roles: AdminAccess;
  everyBrand: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /admin/v1 route, as the access hook saw it declared. */
    adminRoutes: readonly DeclaredAdminRoute[];
  }
  interface FastifyContextConfig {
    /** Required on every /admin/v1 route: the start refuses a route without it. */
    roles?: AdminAccess;
    /** The route changes settings of every brand: only callers scoped to all brands. */
    everyBrand?: true;
    /** Required on every /admin/v1 write: the audit action its successful calls append. */
    audit?: string;
  }
  interface FastifyRequest {
    /** The authenticated caller of an /admin/v1 route that is not public. */
    operator: Operator;
    /** Details the handler adds to the route's audit row. */
    audit: AuditDetails;
  }
}

export const hasBrand = (operator: Operator, brandId: string) =>
  operator.brandIds === null || operator.brandIds.includes(brandId);

export function requireBrand(operator: Operator, brandId: string): void {
  if (!hasBrand(operator, brandId)) throw forbiddenError(`Brand ${brandId} is outside your scope`);
}

/** The brands a change reaches: those asked for (each in scope), else every brand of the scope. */
export function brandsToChange(
  operator: Operator,
  requested: readonly string[] | undefined,
): string[] | null {
  if (requested === undefined) return operator.brandIds === null ? null : [...operator.brandIds];
  for (const brandId of requested) requireBrand(operator, brandId);
  return [...requested];
}
