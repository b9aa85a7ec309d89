import { isSupportedLanguage, type BrandConfig } from '@croupier/shared';

/** The brand's announcement in the player's language, else in the brand's default language. */
export function announcementIn(
  config: Pick<BrandConfig, 'homepageWidget' | 'defaultLanguage'>,
  language: string,
): { text: string; language: string } {
  const { announcement, announcementTranslations } = config.homepageWidget;
  const translated = isSupportedLanguage(language)
    ? announcementTranslations?.[language]
    : undefined;
  return translated === undefined
    ? { text: announcement, language: config.defaultLanguage }
    : { text: translated, language };
}
