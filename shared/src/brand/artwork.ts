import { useTranslation } from 'react-i18next';
import { useBrandStore } from './brandStore';

/**
 * A brand artwork URL (banner, promotion) drawn in the player's language: the API draws its
 * headline in `?lang=`. The brand's default language keeps the plain URL, the one boot.js preloads.
 */
export function artworkInLanguage(url: string, language: string, defaultLanguage?: string): string {
  if (language === defaultLanguage) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/** `artworkInLanguage` in the player's current language and the brand's default. */
export function useArtworkInLanguage(): (url: string) => string {
  const { i18n } = useTranslation();
  const defaultLanguage = useBrandStore((state) => state.config?.defaultLanguage);
  return (url) => artworkInLanguage(url, i18n.language, defaultLanguage);
}
