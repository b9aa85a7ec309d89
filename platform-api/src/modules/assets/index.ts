export { assetUrls, type BannerLayout } from './artwork.js';
export type { BannerName } from './banner-headlines.js';
export { assetRoutes } from './routes.js';
export { artworkUploadRoutes } from './upload-routes.js';
export { encodeFirstViewArtwork } from './first-view-artwork.js';
