export { BrandPicker, useBrands } from './BrandPicker';
export { loadBrands, type BrandSummary } from './brands';
export { PickedBrandPanel } from './PickedBrandPanel';
