import {
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  type LangOption,
  type LanguageCode,
} from '@croupier/contracts';

/** All 15 languages for the site's menu: the displayed ones first in their order, the rest hidden. */
export function languageOptions(displayed: readonly LanguageCode[]): LangOption[] {
  const ordered = [...displayed, ...LANGUAGE_CODES.filter((code) => !displayed.includes(code))];
  return ordered.map((langCode, index) => ({
    lang: LANGUAGE_NAMES[langCode],
    langCode,
    isDisplay: displayed.includes(langCode),
    order: index + 1,
  }));
}

/** The languages a brand's menu displays, in their order. */
export function displayedLanguages(options: readonly LangOption[]): LanguageCode[] {
  return options
    .filter((option) => option.isDisplay)
    .sort((first, second) => first.order - second.order)
    .map((option) => option.langCode);
}
