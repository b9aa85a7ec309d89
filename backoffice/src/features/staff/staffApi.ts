import type { ApiKey, StaffCredentials, StaffMember } from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

export type { ApiKey, StaffCredentials, StaffMember };

/** The roles and brands of a member or key. */
export type Access = Pick<StaffMember, 'roles' | 'brands'>;

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
