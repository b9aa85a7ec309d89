// What the brand settings' forms check before sending, mirroring the API's schema. Each error is
// a translation key shown under the field's path.

export type SettingsErrorKey =
  | 'validation.required'
  | 'brands.errors.colour'
  | 'brands.errors.siteUrl'
  | 'brands.errors.httpUrl'
  | 'brands.errors.languages'
  | 'brands.errors.defaultLanguage'
  | 'brands.errors.increment'
  | 'brands.errors.incrementOrder'
  | 'brands.errors.amount'
  | 'brands.errors.currency'
  | 'brands.errors.tooManyBanners'
  | 'brands.errors.bannerSchedule';

export type SettingsErrors = Record<string, SettingsErrorKey>;

/** An absolute http(s) URL, or a path on the brand's own site (never `//host`). */
const SITE_URL = /^(https?:\/\/[^\s/?#]+\S*|\/(?!\/)\S*)$/;
export const URL_MAX_LENGTH = 2048;

export const siteUrlError = (url: string): SettingsErrorKey | null => {
  if (!url) return 'validation.required';
  return SITE_URL.test(url) && url.length <= URL_MAX_LENGTH ? null : 'brands.errors.siteUrl';
};
