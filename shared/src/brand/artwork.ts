import { useTranslation } from 'react-i18next';
import { artworkInLanguage } from './artworkInLanguage';
import { useBrandStore } from './brandStore';

/** The player's current language and the brand's default. */
export function useLanguages(): { language: string; defaultLanguage?: string } {
  const { i18n } = useTranslation();
  const defaultLanguage = useBrandStore((state) => state.config?.defaultLanguage);
  return { language: i18n.language, defaultLanguage };
}

/** `artworkInLanguage` in the player's current language and the brand's default. */
export function useArtworkInLanguage(): (url: string) => string {
  const { language, defaultLanguage } = useLanguages();
  return (url) => artworkInLanguage(url, language, defaultLanguage);
}
