import type {
  BrandArtworkUploadAnswer,
  BrandSettings,
  BrandSettingsAnswer,
  BrandSettingsChange,
  GradientTheme,
  LanguageCode,
} from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

// The admin API's brand settings, in the wire contract's types, as the back office edits them.

export { GRADIENT_THEMES, LANGUAGE_CODES, MAX_BRAND_ARTWORK_BYTES } from '@croupier/contracts';
export type {
  BrandSettings,
  BrandSettingsAnswer,
  BrandSettingsChange,
  GradientTheme,
  LanguageCode,
};

export type ThemeSettings = BrandSettings['themeConfig'];
export type ThemeColour = Exclude<keyof ThemeSettings, 'gradientColor'>;
export const THEME_COLOURS: readonly ThemeColour[] = [
  'container',
  'navbar',
  'footer',
  'buttonPrimary',
  'buttonSecondary',
  'text',
  'iconNonSelected',
];

export type BannerSettings = BrandSettings['banners'];
export type BannerPlace = keyof BannerSettings;
export type BannerLayout = keyof BannerSettings[BannerPlace];
export type Banner = BannerSettings[BannerPlace][BannerLayout][number];
export const BANNER_PLACES: readonly BannerPlace[] = ['home', 'category', 'promo'];
export const BANNER_LAYOUTS: readonly BannerLayout[] = ['desktop', 'mobile'];

const settingsPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/settings`;

export const loadBrandSettings = (brandId: string) =>
  adminGet<BrandSettingsAnswer>(settingsPath(brandId));

/** Saves the settings given; those left out (and the widget's fields left out) stay as they are. */
export const saveBrandSettings = (brandId: string, settings: BrandSettingsChange) =>
  adminPost<BrandSettingsAnswer>(settingsPath(brandId), settings);

/**
 * Uploads an image of the brand (multipart): the API keeps it as a PNG with AVIF and WebP sizes
 * and answers its URL, for a banner's artwork.
 */
export function uploadBrandArtwork(brandId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  // Not the client's JSON: the browser sets the multipart type with its boundary.
  return adminPost<BrandArtworkUploadAnswer>(
    `brands/${encodeURIComponent(brandId)}/artwork`,
    form,
    {
      'Content-Type': 'multipart/form-data',
    },
  );
}
