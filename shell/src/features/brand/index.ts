export { applyBrandTheme } from './applyBrandTheme';
