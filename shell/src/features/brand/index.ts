export { applyBrandTheme } from './applyBrandTheme';
export { useMetaDescription } from './useMetaDescription';
