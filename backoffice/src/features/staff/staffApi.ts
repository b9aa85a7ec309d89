import { adminGet, adminPost } from '../admin-api';
import type { Role } from '../session';

/** `"all"`, or the only brands a member or key reaches. */
export type Brands = 'all' | string[];

export interface Access {
  roles: Role[];
  brands: Brands;
}

export interface StaffMember extends Access {
  id: string;
  username: string;
  mustChangePassword: boolean;
  disabled: boolean;
  createdAt: string;
}

export interface ApiKey extends Access {
  id: string;
  name: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** What `POST staff` answers once: the new member's first password and TOTP enrolment. */
export interface StaffCredentials {
  member: StaffMember;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

const memberPath = (id: string, action: string) => `staff/${encodeURIComponent(id)}/${action}`;

export const loadStaff = () => adminGet<StaffMember[]>('staff');

export const createStaff = (member: { username: string } & Access) =>
  adminPost<StaffCredentials>('staff', member);

export const changeStaffAccess = (id: string, access: Access) =>
  adminPost<StaffMember>(memberPath(id, 'access'), access);

export const setStaffDisabled = (id: string, disabled: boolean) =>
  adminPost<StaffMember>(memberPath(id, disabled ? 'disable' : 'enable'));

export const resetStaffPassword = (id: string) =>
  adminPost<{ username: string; password: string }>(memberPath(id, 'reset-password'));

export const resetStaffTotp = (id: string) =>
  adminPost<{ username: string; totpSecret: string; otpauthUri: string }>(
    memberPath(id, 'reset-totp'),
  );

export const loadApiKeys = () => adminGet<ApiKey[]>('api-keys');

export const createApiKey = (apiKey: { name: string } & Access) =>
  adminPost<{ apiKey: ApiKey; key: string }>('api-keys', apiKey);

export const revokeApiKey = (id: string) =>
  adminPost<ApiKey>(`api-keys/${encodeURIComponent(id)}/revoke`);
