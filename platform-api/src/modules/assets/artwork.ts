// The SVG artwork the API draws itself (no copied images): where each piece lives. Seeded catalog
// rows and brand configs point at these paths.

import type { BannerName } from './banner-headlines.js';

export type BannerLayout = 'desktop' | 'mobile';

export const assetUrls = {
  providerLogo: (gpid: string) => `/assets/providers/${gpid}.svg`,
  currencyLogo: (code: string) => `/assets/currencies/${code}.svg`,
  channelLogo: (code: string) => `/assets/channels/${code}.svg`,
  gameThumbnail: (gpid: string, code: string) => `/assets/games/${gpid}/${code}.svg`,
  brandLogo: (brandId: string) => `/assets/brands/${brandId}/logo.svg`,
  brandFavicon: (brandId: string) => `/assets/brands/${brandId}/favicon.svg`,
  brandBanner: (brandId: string, banner: BannerName, layout: BannerLayout) =>
    `/assets/brands/${brandId}/banners/${banner}-${layout}.svg`,
  promotionImage: (brandId: string, slug: string) =>
    `/assets/brands/${brandId}/promotions/${slug}.svg`,
};
