/**
 * A brand artwork URL (banner, promotion) drawn in the player's language: the API draws its
 * headline in `?lang=`. The brand's default language keeps the plain URL.
 */
export function artworkInLanguage(url: string, language: string, defaultLanguage?: string): string {
  if (language === defaultLanguage) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/**
 * A banner's artwork in `language`: its own for that language when it has one (an upload, drawn
 * as it is), else the default language's, drawn in the language.
 */
export function bannerArtworkIn(
  banner: { img: string; imgByLanguage?: Record<string, string> },
  language: string,
  defaultLanguage?: string,
): string {
  return (
    banner.imgByLanguage?.[language] ?? artworkInLanguage(banner.img, language, defaultLanguage)
  );
}
