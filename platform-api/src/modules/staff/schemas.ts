// Wire shapes of staff accounts, sessions and API keys.

import { BrandIdSchema, literals } from '@croupier/contracts';
import { Type } from '@sinclair/typebox';

import { STAFF_ROLES, type Operator } from '../../http/admin-access.js';
import type { StaffMember } from './repository.js';

export const RolesSchema = Type.Array(literals(STAFF_ROLES), {
  minItems: 1,
  maxItems: STAFF_ROLES.length,
  uniqueItems: true,
  description: 'owner passes every role check',
});

export const BrandsSchema = Type.Union(
  [
    Type.Literal('all'),
    Type.Array(BrandIdSchema, { minItems: 1, maxItems: 100, uniqueItems: true }),
  ],
  { description: '"all", or the only brands whose players, money and settings it reaches' },
);

/** The wire's `brands` from the stored scope (null: every brand), and back. */
export const brandsOnWire = (brandIds: readonly string[] | null) =>
  brandIds === null ? ('all' as const) : [...brandIds];
export const brandIdsOf = (brands: 'all' | string[]) => (brands === 'all' ? null : brands);

export const StaffUsernameSchema = Type.String({
  pattern: '^[a-z0-9][a-z0-9._-]{1,63}$',
  description: '2–64 lowercase letters, digits, ".", "_" or "-"',
});

export const TotpCodeSchema = Type.String({ pattern: '^[0-9]{6}$', description: 'Six digits' });

export const MeSchema = Type.Object({
  username: Type.String(),
  roles: RolesSchema,
  brands: BrandsSchema,
  mustChangePassword: Type.Boolean(),
});

export const meOf = (operator: Operator, mustChangePassword: boolean) => ({
  username: operator.name,
  roles: [...operator.roles],
  brands: brandsOnWire(operator.brandIds),
  mustChangePassword,
});

export const StaffMemberSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  roles: RolesSchema,
  brands: BrandsSchema,
  mustChangePassword: Type.Boolean(),
  disabled: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const staffOnWire = ({ brandIds, ...member }: StaffMember) => ({
  ...member,
  brands: brandsOnWire(brandIds),
});

export const CredentialsSchema = Type.Object({
  member: StaffMemberSchema,
  password: Type.String({ description: 'One-time: to be changed at the first login' }),
  totpSecret: Type.String(),
  otpauthUri: Type.String(),
});

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
