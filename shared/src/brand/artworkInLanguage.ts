/**
 * A brand artwork URL (banner, promotion) drawn in the player's language: the API draws its
 * headline in `?lang=`. The brand's default language keeps the plain URL.
 */
export function artworkInLanguage(url: string, language: string, defaultLanguage?: string): string {
  if (language === defaultLanguage) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}
