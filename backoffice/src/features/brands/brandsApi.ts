import { adminGet, adminPost } from '../admin-api';

// The admin API's brand settings (the contract's BrandSettings): the back office keeps its own
// copy of the wire types, as it does not load the API's schema package.

/** The themes of the brand config's themeConfig.gradientColor. */
export const GRADIENT_THEMES = [
  'gold',
  'carbon',
  'platinum',
  'darkdesaturatedblue',
  'bluelagoon',
  'silver',
] as const;
export type GradientTheme = (typeof GRADIENT_THEMES)[number];

/** The 15 languages a brand's site can offer. */
export const LANGUAGE_CODES = [
  'en-US',
  'es-ES',
  'fr-FR',
  'hi-IN',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'ms-MY',
  'pt-PT',
  'ru-RU',
  'th-TH',
  'tr-TR',
  'vi-VN',
  'zh-CN',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const THEME_COLOURS = [
  'container',
  'navbar',
  'footer',
  'buttonPrimary',
  'buttonSecondary',
  'text',
  'iconNonSelected',
] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

export type ThemeSettings = Record<ThemeColour, string> & { gradientColor: GradientTheme };

export interface Banner {
  img: string;
  redirect: string;
  order: number;
}

export const BANNER_PLACES = ['home', 'category', 'promo'] as const;
export type BannerPlace = (typeof BANNER_PLACES)[number];
export const BANNER_LAYOUTS = ['desktop', 'mobile'] as const;
export type BannerLayout = (typeof BANNER_LAYOUTS)[number];
export type BannerSettings = Record<BannerPlace, Record<BannerLayout, Banner[]>>;

export interface BrandSettings {
  themeConfig: ThemeSettings;
  logo: string;
  banners: BannerSettings;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  /** How the jackpot's display animates; its pool is the ledger's. */
  jackpot: { minIncrement: number; maxIncrement: number };
  liveChat: { isActive: boolean; url: string };
  homepageWidget: { referral: boolean; announcement: string };
}

export type BrandSettingsAnswer = { brandId: string; brandName: string } & BrandSettings;

const settingsPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/settings`;

export const loadBrandSettings = (brandId: string) =>
  adminGet<BrandSettingsAnswer>(settingsPath(brandId));

export const saveBrandSettings = (brandId: string, settings: BrandSettings) =>
  adminPost<BrandSettingsAnswer>(settingsPath(brandId), settings);
