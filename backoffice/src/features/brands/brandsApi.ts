import type { GradientTheme, LanguageCode } from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

// The admin API's brand settings (the contract's BrandSettings), as the back office edits them.

export { GRADIENT_THEMES, LANGUAGE_CODES } from '@croupier/contracts';
export type { GradientTheme, LanguageCode };

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
