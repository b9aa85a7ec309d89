import { useTranslation } from 'react-i18next';
import { artworkInLanguage } from './artworkInLanguage';
import { useBrandStore } from './brandStore';

/** `artworkInLanguage` in the player's current language and the brand's default. */
export function useArtworkInLanguage(): (url: string) => string {
  const { i18n } = useTranslation();
  const defaultLanguage = useBrandStore((state) => state.config?.defaultLanguage);
  return (url) => artworkInLanguage(url, i18n.language, defaultLanguage);
}
