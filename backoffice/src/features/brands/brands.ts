import { adminGet } from '../admin-api';

/** A brand of the staff member's scope, as `GET brands` lists it. */
export interface BrandSummary {
  brandId: string;
  name: string;
}

export const loadBrands = () => adminGet<BrandSummary[]>('brands');
