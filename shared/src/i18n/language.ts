// Which language a page speaks, decided before any translation loads. Imports no i18n library, so
// boot.js can pick the banner to preload with the rule the site itself follows.
import { LANGUAGE_CODES, type LanguageCode } from '@croupier/contracts';

export const SUPPORTED_LANGUAGES = LANGUAGE_CODES;
export const FALLBACK_LANGUAGE: LanguageCode = 'id-ID';
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isSupportedLanguage(language: unknown): language is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(language);
}

/** The player's saved choice, else the brand's default, else id-ID. */
export function resolveInitialLanguage(brandDefaultLanguage?: string): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isSupportedLanguage(stored)) return stored;
  if (isSupportedLanguage(brandDefaultLanguage)) return brandDefaultLanguage;
  return FALLBACK_LANGUAGE;
}

/** A namespace's translation file for one language, served under `origin` (the page's if empty). */
export function translationUrl(origin: string, language: string, namespace: string): string {
  return `${origin}/locales/${language}/${namespace}.json`;
}

/** Whether i18next's local-storage cache (its backend's default key) holds the namespace. */
export function isTranslationCached(language: string, namespace: string): boolean {
  return localStorage.getItem(`i18next_res_${language}-${namespace}`) !== null;
}
