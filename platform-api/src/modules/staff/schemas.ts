// Wire shapes of staff accounts, sessions and API keys: the contract's schemas under the names
// this module's routes use, and the conversions to them.

import { Type } from '@sinclair/typebox';

import type { Operator } from '../../http/admin-access.js';
import type { StaffMember } from './repository.js';

export {
  StaffBrandsSchema as BrandsSchema,
  StaffCredentialsSchema as CredentialsSchema,
  StaffMemberSchema,
  StaffRolesSchema as RolesSchema,
  StaffSessionSchema as MeSchema,
  StaffUsernameSchema,
  TotpCodeSchema,
} from '@croupier/contracts';

/** The wire's `brands` from the stored scope (null: every brand), and back. */
export const brandsOnWire = (brandIds: readonly string[] | null) =>
  brandIds === null ? ('all' as const) : [...brandIds];
export const brandIdsOf = (brands: 'all' | string[]) => (brands === 'all' ? null : brands);

export const meOf = (operator: Operator, mustChangePassword: boolean) => ({
  username: operator.name,
  roles: [...operator.roles],
  brands: brandsOnWire(operator.brandIds),
  mustChangePassword,
});

export const staffOnWire = ({ brandIds, ...member }: StaffMember) => ({
  ...member,
  brands: brandsOnWire(brandIds),
});

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
