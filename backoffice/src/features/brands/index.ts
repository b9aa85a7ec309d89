export { BrandPage } from './BrandPage';
export { BrandPicker, useBrands } from './BrandPicker';
export { BrandsPage } from './BrandsPage';
export type { BrandSummary } from './brands';
export { BannerFields } from './BannerFields';
export { bannerErrors, orderedBanners } from './bannersDraft';
export { loadBrandSettings, saveBrandSettings, type BannerSettings } from './brandsApi';
