export { BrandPicker, useBrands } from './BrandPicker';
export type { BrandSummary } from './brands';
