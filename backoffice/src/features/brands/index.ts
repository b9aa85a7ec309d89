export { BrandPage } from './BrandPage';
export { BrandsPage } from './BrandsPage';
