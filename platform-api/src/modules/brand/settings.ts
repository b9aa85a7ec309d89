// The settings an operator changes on a brand, mapped onto the stored brand configuration, with
// the rules that span fields (a schema checks each field alone).

import type { BrandSettings, BrandSettingsChange, LanguageCode } from '@croupier/contracts';

import { badRequestError } from '../../http/errors.js';
import { displayedLanguages, languageOptions } from './languages.js';
import type { StoredBrandConfig } from './schema.js';

export function settingsOf(config: StoredBrandConfig): BrandSettings {
  return {
    themeConfig: config.themeConfig,
    logo: config.logo,
    banners: config.banners,
    languages: displayedLanguages(config.langOption),
    defaultLanguage: config.defaultLanguage,
    jackpot: config.jackpot,
    liveChat: config.liveChat,
    homepageWidget: withoutTranslationIn(config.homepageWidget, config.defaultLanguage),
  };
}

/**
 * The stored config with `change` applied; a change that breaks a rule is errorCode 2. The widget's
 * fields left out of a change stay as they are, so that each screen sends only those it shows.
 */
export function applySettingsChange(
  config: StoredBrandConfig,
  change: Omit<BrandSettingsChange, 'jurisdiction' | 'spendingOrder'>,
): StoredBrandConfig {
  const current = settingsOf(config);
  const { languages, ...sameShape } = {
    ...current,
    ...change,
    homepageWidget: { ...current.homepageWidget, ...change.homepageWidget },
  };
  assertConsistent({ languages, ...sameShape });
  if (change.homepageWidget !== undefined) {
    // Only the translations sent are checked: a stored one in a new default language just goes.
    const { announcementTranslations } = change.homepageWidget;
    assertAnnouncementConsistent(
      { ...sameShape.homepageWidget, announcementTranslations },
      sameShape.defaultLanguage,
    );
  }
  const widget = changedWidget(config.homepageWidget, sameShape.homepageWidget);
  return {
    ...config,
    ...sameShape,
    homepageWidget: withoutTranslationIn(widget, sameShape.defaultLanguage),
    langOption: languageOptions(languages),
  };
}

type HomepageWidget = StoredBrandConfig['homepageWidget'];

/**
 * The widget without a translation in the default language, whose text is the announcement itself
 * (the seed wrote one in every language): it would hide a new announcement in that language.
 */
function withoutTranslationIn(widget: HomepageWidget, defaultLanguage: string): HomepageWidget {
  const { announcementTranslations: translations, ...rest } = widget;
  const kept = Object.entries(translations ?? {}).filter(
    ([language]) => language !== defaultLanguage,
  );
  return kept.length === 0 ? rest : { ...rest, announcementTranslations: Object.fromEntries(kept) };
}

/**
 * The widget after `change`. A stored translation translates the announcement it was written for:
 * when the announcement's text changes, a translation goes unless this change writes it anew (a
 * new language, or a new text), so every other language shows the new text rather than a
 * translation of the text it replaced.
 */
function changedWidget(
  stored: HomepageWidget,
  change: BrandSettings['homepageWidget'],
): HomepageWidget {
  const { announcementTranslations: storedTranslations, ...untranslated } = stored;
  const { announcementTranslations: sent, ...widget } = change;
  const translations =
    sent === undefined
      ? change.announcement === stored.announcement
        ? storedTranslations
        : undefined
      : change.announcement === stored.announcement
        ? sent
        : writtenAnew(sent, storedTranslations ?? {});
  const kept = Object.entries(translations ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return {
    ...untranslated,
    ...widget,
    ...(kept.length > 0 && { announcementTranslations: Object.fromEntries(kept) }),
  };
}

/** The translations of `sent` that differ from those stored: written for the new text. */
function writtenAnew(
  sent: Record<string, string | undefined>,
  stored: Record<string, string>,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(sent).filter(([language, text]) => stored[language] !== text),
  );
}

function assertConsistent(settings: BrandSettings): void {
  if (!settings.languages.includes(settings.defaultLanguage)) {
    throw badRequestError(
      `The default language ${settings.defaultLanguage} must be one of the displayed languages`,
    );
  }
  if (settings.jackpot.minIncrement > settings.jackpot.maxIncrement) {
    throw badRequestError('The jackpot minIncrement must not exceed its maxIncrement');
  }
  if (settings.liveChat.isActive && settings.liveChat.url === '') {
    throw badRequestError('Live chat needs a URL while it is on');
  }
  for (const [place, set] of Object.entries(settings.banners)) {
    for (const [layout, banners] of Object.entries(set)) {
      banners.forEach(({ from, until, imgByLanguage }, index) => {
        if (from !== undefined && until !== undefined && new Date(until) <= new Date(from)) {
          throw badRequestError(
            `Banner ${index + 1} of ${place} ${layout} must end after it starts`,
          );
        }
        if (imgByLanguage?.[settings.defaultLanguage] !== undefined) {
          throw badRequestError(
            `Banner ${index + 1} of ${place} ${layout}: ${settings.defaultLanguage} is the ` +
              "default language: its artwork is the banner's img",
          );
        }
      });
    }
  }
}

/** The announcement as sent: a schedule that ends after it starts, no default-language copy. */
function assertAnnouncementConsistent(
  widget: BrandSettings['homepageWidget'],
  defaultLanguage: string,
): void {
  const { announcementFrom: from, announcementUntil: until } = widget;
  if (from && until && new Date(until) <= new Date(from)) {
    throw badRequestError('The announcement must end after it starts');
  }
  if (widget.announcementTranslations?.[defaultLanguage as LanguageCode] !== undefined) {
    throw badRequestError(
      `${defaultLanguage} is the default language: its text is the announcement itself`,
    );
  }
}
