// The settings form's draft and its checks, mirroring the API's schema and rules so most mistakes
// never leave the browser. Each error is a translation key under the field's path.

import {
  BANNER_LAYOUTS,
  BANNER_PLACES,
  THEME_COLOURS,
  type BannerSettings,
  type BrandSettings,
} from './brandsApi';

/** Numbers as typed: the jackpot's increments stay strings until the form is sent. */
export type SettingsDraft = Omit<BrandSettings, 'jackpot'> & {
  jackpot: Omit<BrandSettings['jackpot'], 'minIncrement' | 'maxIncrement'> & {
    minIncrement: string;
    maxIncrement: string;
  };
};

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
  | 'brands.errors.announcement'
  | 'brands.errors.tooManyBanners';

export type SettingsErrors = Record<string, SettingsErrorKey>;

const COLOUR = /^#[0-9a-fA-F]{6}$/;
/** An absolute http(s) URL, or a path on the brand's own site (never `//host`). */
const SITE_URL = /^(https?:\/\/[^\s/?#]+\S*|\/(?!\/)\S*)$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/;
const INCREMENT = /^\d+(\.\d+)?$/;
const URL_MAX_LENGTH = 2048;
const ANNOUNCEMENT_MAX_LENGTH = 500;
export const BANNERS_MAX_COUNT = 10;

/** The draft of a brand's settings: only the settings, whatever else the answer carries. */
export function draftOf(settings: BrandSettings): SettingsDraft {
  return {
    themeConfig: settings.themeConfig,
    logo: settings.logo,
    banners: settings.banners,
    languages: settings.languages,
    defaultLanguage: settings.defaultLanguage,
    liveChat: settings.liveChat,
    homepageWidget: settings.homepageWidget,
    jackpot: {
      ...settings.jackpot,
      minIncrement: String(settings.jackpot.minIncrement),
      maxIncrement: String(settings.jackpot.maxIncrement),
    },
  };
}

/** The wire's settings of a draft that passed `settingsErrors`; banners in their shown order. */
export function settingsOf(draft: SettingsDraft): BrandSettings {
  const banners = Object.fromEntries(
    BANNER_PLACES.map((place) => [
      place,
      Object.fromEntries(
        BANNER_LAYOUTS.map((layout) => [
          layout,
          draft.banners[place][layout].map((banner, index) => ({ ...banner, order: index + 1 })),
        ]),
      ),
    ]),
  ) as BannerSettings;
  return {
    ...draft,
    banners,
    jackpot: {
      ...draft.jackpot,
      minIncrement: Number(draft.jackpot.minIncrement),
      maxIncrement: Number(draft.jackpot.maxIncrement),
    },
  };
}

const siteUrlError = (url: string): SettingsErrorKey | null => {
  if (!url) return 'validation.required';
  return SITE_URL.test(url) && url.length <= URL_MAX_LENGTH ? null : 'brands.errors.siteUrl';
};

export function settingsErrors(draft: SettingsDraft): SettingsErrors {
  const errors: SettingsErrors = {};
  const add = (path: string, error: SettingsErrorKey | null) => {
    if (error) errors[path] = error;
  };
  for (const colour of THEME_COLOURS) {
    add(
      `themeConfig.${colour}`,
      COLOUR.test(draft.themeConfig[colour]) ? null : 'brands.errors.colour',
    );
  }
  add('logo', siteUrlError(draft.logo));
  for (const place of BANNER_PLACES) {
    for (const layout of BANNER_LAYOUTS) {
      const banners = draft.banners[place][layout];
      if (banners.length > BANNERS_MAX_COUNT) {
        add(`banners.${place}.${layout}`, 'brands.errors.tooManyBanners');
      }
      banners.forEach((banner, index) => {
        add(`banners.${place}.${layout}.${index}.img`, siteUrlError(banner.img));
        add(`banners.${place}.${layout}.${index}.redirect`, siteUrlError(banner.redirect));
      });
    }
  }
  if (draft.languages.length === 0) add('languages', 'brands.errors.languages');
  else if (!draft.languages.includes(draft.defaultLanguage)) {
    add('defaultLanguage', 'brands.errors.defaultLanguage');
  }
  const { jackpot } = draft;
  const incrementsValid = [jackpot.minIncrement, jackpot.maxIncrement].map((increment) =>
    INCREMENT.test(increment),
  );
  add('jackpot.minIncrement', incrementsValid[0] ? null : 'brands.errors.increment');
  add('jackpot.maxIncrement', incrementsValid[1] ? null : 'brands.errors.increment');
  if (
    incrementsValid.every(Boolean) &&
    Number(jackpot.minIncrement) > Number(jackpot.maxIncrement)
  ) {
    add('jackpot.maxIncrement', 'brands.errors.incrementOrder');
  }
  const chatUrl = draft.liveChat.url;
  if (chatUrl || draft.liveChat.isActive) {
    add(
      'liveChat.url',
      !chatUrl
        ? 'validation.required'
        : HTTP_URL.test(chatUrl) && chatUrl.length <= URL_MAX_LENGTH
          ? null
          : 'brands.errors.httpUrl',
    );
  }
  if (draft.homepageWidget.announcement.length > ANNOUNCEMENT_MAX_LENGTH) {
    add('homepageWidget.announcement', 'brands.errors.announcement');
  }
  return errors;
}
