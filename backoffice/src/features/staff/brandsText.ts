import type { TFunction } from 'i18next';
import type { Access } from './staffApi';

/** Roles and brands as a reader sees them in a table cell. */
export function rolesText(t: TFunction, access: Access): string {
  return access.roles.map((role) => t(`roles.${role}`)).join(', ');
}

export function brandsText(t: TFunction, access: Access): string {
  return access.brands === 'all' ? t('staff.allBrands') : access.brands.join(', ');
}
