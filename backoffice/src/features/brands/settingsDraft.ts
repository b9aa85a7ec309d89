// The settings form's draft and its checks, mirroring the API's schema and rules so most mistakes
// never leave the browser. Each error is a translation key under the field's path.

import { THEME_COLOURS, type BrandSettings, type BrandSettingsChange } from './brandsApi';
import { siteUrlError, URL_MAX_LENGTH, type SettingsErrorKey, type SettingsErrors } from './checks';

export type { SettingsErrorKey, SettingsErrors };

/**
 * Numbers as typed: the jackpot's increments stay strings until the form is sent. Banners and the
 * announcement are edited in the content section, so this form neither shows nor sends them: of
 * the homepage widget it keeps only the referral switch, and a save leaves the rest as it is.
 */
export type SettingsDraft = Omit<BrandSettings, 'jackpot' | 'banners' | 'homepageWidget'> & {
  homepageWidget: Pick<BrandSettings['homepageWidget'], 'referral'>;
  jackpot: Omit<BrandSettings['jackpot'], 'minIncrement' | 'maxIncrement'> & {
    minIncrement: string;
    maxIncrement: string;
  };
};

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/;
const INCREMENT = /^\d+(\.\d+)?$/;

/** The draft of a brand's settings: only the settings, whatever else the answer carries. */
export function draftOf(settings: BrandSettings): SettingsDraft {
  return {
    themeConfig: settings.themeConfig,
    logo: settings.logo,
    languages: settings.languages,
    defaultLanguage: settings.defaultLanguage,
    liveChat: settings.liveChat,
    homepageWidget: { referral: settings.homepageWidget.referral },
    jackpot: {
      ...settings.jackpot,
      minIncrement: String(settings.jackpot.minIncrement),
      maxIncrement: String(settings.jackpot.maxIncrement),
    },
  };
}

/** The wire's settings of a draft that passed `settingsErrors`. */
export function settingsOf(draft: SettingsDraft): BrandSettingsChange {
  return {
    ...draft,
    jackpot: {
      ...draft.jackpot,
      minIncrement: Number(draft.jackpot.minIncrement),
      maxIncrement: Number(draft.jackpot.maxIncrement),
    },
  };
}

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
  return errors;
}
