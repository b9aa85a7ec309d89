export { BrandPage } from './BrandPage';
export { BrandsPage } from './BrandsPage';
export { BannerFields } from './BannerFields';
export { bannerErrors, orderedBanners } from './bannersDraft';
export {
  loadBrandSettings,
  saveBrandSettings,
  type BannerPlace,
  type BannerSettings,
  type BrandSettingsAnswer,
  type LanguageCode,
} from './brandsApi';
export { useSettingsSubmit } from './useSettingsSubmit';
