// The SVG artwork the API draws itself (no copied images): where each piece lives, and the banner
// headlines. Seeded catalog rows and brand configs point at these paths.

export const bannerHeadlines = {
  welcome: 'Welcome Bonus 100%',
  cashback: 'Weekly Cashback 10%',
  slots: 'Spin the Slots',
  jackpot: 'Progressive Jackpot',
  referral: 'Invite Friends, Earn Together',
} as const;
export type BannerName = keyof typeof bannerHeadlines;
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
