import type { BrandSummary } from '@croupier/contracts';
import { adminGet } from '../admin-api';

export type { BrandSummary };

/** The brands of the staff member's scope. */
export const loadBrands = () => adminGet<BrandSummary[]>('brands');
