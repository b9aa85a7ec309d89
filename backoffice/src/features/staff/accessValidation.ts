// Client-side checks of the staff and API key forms, mirroring the API's schemas so most
// mistakes never leave the browser. Each answers a translation key, or null when fine.

import type { StaffRole } from '../session';
import type { Access } from './staffApi';

export type AccessValidationKey =
  | 'validation.required'
  | 'validation.staffUsername'
  | 'validation.apiKeyName'
  | 'validation.rolesRequired'
  | 'validation.brandsRequired'
  | 'validation.brandsInvalid';

const STAFF_USERNAME = /^[a-z0-9][a-z0-9._-]{1,63}$/;
const API_KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/;
const BRAND_ID_MAX_LENGTH = 64;
const BRANDS_MAX_COUNT = 100;

/** The access fields as typed: brands as "all", or a comma- or space-separated list. */
export interface AccessDraft {
  roles: StaffRole[];
  allBrands: boolean;
  brandList: string;
}

export type AccessErrors = Partial<Record<'roles' | 'brands', AccessValidationKey>>;

/** The distinct brand IDs of a typed list, in the order typed. */
export function parseBrandList(brandList: string): string[] {
  return [...new Set(brandList.split(/[\s,]+/).filter(Boolean))];
}

export function accessErrors(draft: AccessDraft): AccessErrors {
  const errors: AccessErrors = {};
  if (draft.roles.length === 0) errors.roles = 'validation.rolesRequired';
  if (!draft.allBrands) {
    const brandIds = parseBrandList(draft.brandList);
    if (brandIds.length === 0) errors.brands = 'validation.brandsRequired';
    else if (
      brandIds.length > BRANDS_MAX_COUNT ||
      brandIds.some((brandId) => brandId.length > BRAND_ID_MAX_LENGTH)
    ) {
      errors.brands = 'validation.brandsInvalid';
    }
  }
  return errors;
}

/** The wire's access of a draft that passed `accessErrors`. */
export function accessOf(draft: AccessDraft): Access {
  return {
    roles: draft.roles,
    brands: draft.allBrands ? 'all' : parseBrandList(draft.brandList),
  };
}

/** The draft that edits an existing access. */
export function draftOf(access: Access): AccessDraft {
  return {
    roles: access.roles,
    allBrands: access.brands === 'all',
    brandList: access.brands === 'all' ? '' : access.brands.join(', '),
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
