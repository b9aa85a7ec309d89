// Client-side checks of the staff and API key forms, mirroring the API's schemas so most
// mistakes never leave the browser. Each answers a translation key, or null when fine.

import type { StaffRole } from '../session';
import type { Access } from './staffApi';

export type AccessValidationKey =
  | 'validation.required'
  | 'validation.staffUsername'
  | 'validation.apiKeyName'
  | 'validation.rolesRequired'
  | 'validation.brandsRequired';

const STAFF_USERNAME = /^[a-z0-9][a-z0-9._-]{1,63}$/;
const API_KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/;

/** The access fields as chosen: every brand, or the brands ticked in the list. */
export interface AccessDraft {
  roles: StaffRole[];
  allBrands: boolean;
  brandIds: string[];
}

export type AccessErrors = Partial<Record<'roles' | 'brands', AccessValidationKey>>;

export function accessErrors(draft: AccessDraft): AccessErrors {
  const errors: AccessErrors = {};
  if (draft.roles.length === 0) errors.roles = 'validation.rolesRequired';
  if (!draft.allBrands && draft.brandIds.length === 0) errors.brands = 'validation.brandsRequired';
  return errors;
}

/** The wire's access of a draft that passed `accessErrors`. */
export function accessOf(draft: AccessDraft): Access {
  return {
    roles: draft.roles,
    brands: draft.allBrands ? 'all' : draft.brandIds,
  };
}

/** The draft that edits an existing access. */
export function draftOf(access: Access): AccessDraft {
  return {
    roles: access.roles,
    allBrands: access.brands === 'all',
    brandIds: access.brands === 'all' ? [] : access.brands,
  };
}

export function staffUsernameError(username: string): AccessValidationKey | null {
  if (!username) return 'validation.required';
  return STAFF_USERNAME.test(username) ? null : 'validation.staffUsername';
}

export function apiKeyNameError(name: string): AccessValidationKey | null {
  if (!name) return 'validation.required';
  return API_KEY_NAME.test(name) ? null : 'validation.apiKeyName';
}
