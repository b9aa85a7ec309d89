// The operator's staff under /admin/v1: the signed-in member, the staff members an owner manages
// and the one-time credentials of a new member (docs/api.md#admin-api).

import { Type, type Static } from '@sinclair/typebox';

import { BrandIdSchema, DateTimeSchema, literals } from './api';
import { STAFF_ROLES } from './codes';

export const StaffRolesSchema = Type.Array(literals(STAFF_ROLES), {
  minItems: 1,
  maxItems: STAFF_ROLES.length,
  uniqueItems: true,
  description: 'owner passes every role check',
});

export const StaffBrandsSchema = Type.Union(
  [
    Type.Literal('all'),
    Type.Array(BrandIdSchema, { minItems: 1, maxItems: 100, uniqueItems: true }),
  ],
  { description: '"all", or the only brands whose players, money and settings it reaches' },
);
export type StaffBrands = Static<typeof StaffBrandsSchema>;

export const StaffUsernameSchema = Type.String({
  pattern: '^[a-z0-9][a-z0-9._-]{1,63}$',
  description: '2–64 lowercase letters, digits, ".", "_" or "-"',
});

export const TotpCodeSchema = Type.String({ pattern: '^[0-9]{6}$', description: 'Six digits' });

/** The signed-in member, as `auth/login` and `auth/me` answer. */
export const StaffSessionSchema = Type.Object({
  username: Type.String(),
  roles: StaffRolesSchema,
  brands: StaffBrandsSchema,
  mustChangePassword: Type.Boolean(),
});
export type StaffSession = Static<typeof StaffSessionSchema>;

export const StaffMemberSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  roles: StaffRolesSchema,
  brands: StaffBrandsSchema,
  mustChangePassword: Type.Boolean(),
  disabled: Type.Boolean(),
  createdAt: DateTimeSchema,
});
export type StaffMember = Static<typeof StaffMemberSchema>;

/** What `POST staff` answers once: the new member's first password and TOTP enrolment. */
export const StaffCredentialsSchema = Type.Object({
  member: StaffMemberSchema,
  password: Type.String({ description: 'One-time: to be changed at the first login' }),
  totpSecret: Type.String(),
  otpauthUri: Type.String(),
});
export type StaffCredentials = Static<typeof StaffCredentialsSchema>;

/** The back office's sections, as `GET sections` names them. */
export const ADMIN_SECTIONS = [
  'dashboard',
  'payments',
  'players',
  'kyc',
  'brands',
  'remotes',
  'reports',
  'rates',
  'settings',
  'offers',
  'bonuses',
  'content',
  'events',
  'suspensions',
  'hub88Prepaids',
  'hub88Promotions',
  'hub88Reconciliation',
  'audit',
  'staff',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

const SectionRolesListSchema = Type.Array(literals(STAFF_ROLES));

/** What `GET sections` answers: the roles that open each section (owner opens every one). */
export const SectionRolesSchema = Type.Object(
  Object.fromEntries(ADMIN_SECTIONS.map((section) => [section, SectionRolesListSchema])) as Record<
    AdminSection,
    typeof SectionRolesListSchema
  >,
  {
    description:
      "Each section's roles: those of the admin routes its pages read (empty where none is served)",
  },
);
export type SectionRoles = Static<typeof SectionRolesSchema>;
