export { BrandPage } from './BrandPage';
export { BrandPicker, useBrands } from './BrandPicker';
export { BrandsPage } from './BrandsPage';
export type { BrandSummary } from './brands';
