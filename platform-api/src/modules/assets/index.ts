export { assetUrls, type BannerLayout, type BannerName } from './artwork.js';
export { assetRoutes } from './routes.js';
